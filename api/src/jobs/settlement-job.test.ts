import type { FastifyBaseLogger } from 'fastify';
import type { SettlementService } from '../modules/settlement/settlement.service';
import { startSettlementJob } from './settlement-job';

const log = { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
const summary = { groups_closed: 0, lines_settled: 0, refunded_cents: 0 };

describe('settlement job', () => {
  test('runs at once, then every interval, never two runs at a time', async () => {
    jest.useFakeTimers();
    let release: () => void = () => undefined;
    const run = jest.fn(() => new Promise<typeof summary>((resolve) => (release = () => resolve(summary))));
    const job = startSettlementJob({ run } as unknown as SettlementService, 60, log);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000); // the first run is still going: skipped
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    release();
    await job.stop();
    jest.useRealTimers();
  });

  test('a failed run is logged; interval 0 never runs', async () => {
    const failing = { run: jest.fn().mockRejectedValue(new Error('db down')) } as unknown as SettlementService;
    const job = startSettlementJob(failing, 3600, log);
    await job.stop();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'settlement run failed',
    );

    const idle = { run: jest.fn() };
    await startSettlementJob(idle as unknown as SettlementService, 0, log).stop();
    expect(idle.run).not.toHaveBeenCalled();
  });
});
