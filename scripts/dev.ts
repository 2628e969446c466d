// `npm run dev`: API and gateway as in `npm start`, plus Vite with HMR on :5173 proxying the gateway.
import { spawn } from 'node:child_process';
import { REPO_ROOT, startService, waitForHealthy, type Service } from './lib/services';
import { loadDotEnv } from './lib/env-file';

loadDotEnv();

async function main(): Promise<void> {
  const services: Service[] = [];
  const api = startService('api', 'api/src/main.ts', {});
  services.push(api);
  await waitForHealthy('http://127.0.0.1:4100/api/health', api, 120_000);
  const gateway = startService('gateway', 'gateway/src/main.ts', {});
  services.push(gateway);
  await waitForHealthy('http://127.0.0.1:4000/health', gateway);

  const vite = spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const stopAll = async () => {
    vite.kill('SIGTERM');
    await Promise.all(services.map((s) => s.stop()));
    process.exit(0);
  };
  process.once('SIGINT', () => void stopAll());
  process.once('SIGTERM', () => void stopAll());
  vite.once('exit', () => void stopAll());
  console.info('\n  Vite dev server with HMR: http://localhost:5173 (GraphQL proxied to :4000)\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
