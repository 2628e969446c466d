import { ensureServerBuild } from '../../../scripts/lib/server-build';
import { freePort, startService, waitForHealthy, type Service } from '../../../scripts/lib/services';
import { collectLines } from './api-process';

export interface GatewayProcess {
  url: string;
  /** The gateway's output lines (its JSON log). */
  logs: string[];
  stop(): Promise<void>;
}

/**
 * The gateway as the image runs it (`gateway/dist/main.js`, a process of its own) on a free
 * port of 127.0.0.1, in front of `API_URL`, its output kept; for tests that read what it
 * logs. No web build, Redis or metrics port; `env` adds or overrides settings.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  ensureServerBuild();
  const service: Service = startService(
    'gateway',
    'gateway/dist/main.js',
    {
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      REDIS_URL: '',
      METRICS_PORT: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      ...env,
    },
    'pipe',
  );
  const logs: string[] = [];
  collectLines(service.process, logs);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${url}/livez`, service);
  } catch (error) {
    await service.stop();
    throw error;
  }
  return { url, logs, stop: () => service.stop() };
}
