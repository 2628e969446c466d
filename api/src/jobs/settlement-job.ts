import type { FastifyBaseLogger } from 'fastify';
import type { SettlementService } from '../modules/settlement/settlement.service';

export type SettlementJob = { stop(): Promise<void> };

/**
 * Runs settlement every `intervalSeconds` in this process (0: never). Runs never
 * overlap here; several processes may each run one, which settlement is built for
 * (claims and idempotency keys). A failed run is logged and retried on the next tick.
 */
export function startSettlementJob(
  settlement: SettlementService,
  intervalSeconds: number,
  log: FastifyBaseLogger,
): SettlementJob {
  if (intervalSeconds <= 0) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = settlement
      .run()
      .then((summary) => {
        if (summary.groups_closed > 0 || summary.lines_settled > 0) log.info(summary, 'settlement run');
      })
      .catch((error: unknown) => log.error({ err: error }, 'settlement run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  // The timer alone must not keep the process alive.
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
