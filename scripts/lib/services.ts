import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface Service {
  name: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Node's arguments for an entry: a compiled one (`api/dist/main.js`) as the production image
 * runs it (server-kit's compiled files, source maps for stack traces; docs/decisions.md
 * "Production build"), a TypeScript one through tsx.
 */
export function compiledEntryArgs(entry: string): string[] {
  return entry.endsWith('.js') ? ['--conditions=shop-dist', '--enable-source-maps', entry] : ['--import', 'tsx', entry];
}

/**
 * Starts one of the project's servers as `node <args> <entry>` (so the pid is the server's
 * own, not a wrapper's) with extra environment variables; see compiledEntryArgs.
 */
export function startService(
  name: string,
  entry: string,
  env: Record<string, string>,
  // 'pipe': the caller reads the server's output from `process.stdout` / `process.stderr`.
  output: 'inherit' | 'ignore' | 'pipe' = 'inherit',
): Service {
  const child = spawn(process.execPath, compiledEntryArgs(entry), {
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

/**
 * Refuses to start a service on a port something already listens on: a server left over
 * from a killed run would answer the health check in place of the one just started and
 * serve another run's data, so fail at once with the port named instead.
 */
export function assertPortFree(port: number, what: string, movedBy: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} (${what}) is taken by another process: stop it, or move the stack (${movedBy})`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Chromium as the browser tests and the Lighthouse benchmark start it on this machine:
 * no sandbox (root), no GPU, and none of the background traffic a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Keeps a set of started services as one: Ctrl+C or SIGTERM stops them all, and so does
 * any one of them ending (`npm start`, `npm run start:cluster`). Call `watch()` once every
 * service is up; until then a failing start is the caller's to report.
 */
export function superviseServices(what: string): { services: Service[]; watch(): void } {
  const services: Service[] = [];
  const stopAll = async (code: number) => {
    await Promise.all(services.map((s) => s.stop()));
    process.exit(code);
  };
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));
  return {
    services,
    watch() {
      for (const service of services) {
        service.process.once('exit', (code) => {
          console.error(`${service.name} stopped (exit ${code}); stopping ${what}.`);
          void stopAll(code ?? 1);
        });
      }
    },
  };
}
