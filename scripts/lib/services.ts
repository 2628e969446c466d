import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface Service {
  name: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts one of the project's servers as `node --import tsx <entry>` (so the pid is the
 * server's own, not a wrapper's) with extra environment variables.
 */
export function startService(
  name: string,
  entry: string,
  env: Record<string, string>,
  output: 'inherit' | 'ignore' = 'inherit',
): Service {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 200, or fails after `timeoutMs` (or when `service` dies). */
export async function waitForHealthy(url: string, service: Service, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.process.exitCode !== null) {
      throw new Error(`${service.name} exited with code ${service.process.exitCode} before it was ready`);
    }
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${service.name} did not become healthy at ${url} within ${timeoutMs} ms`);
}
