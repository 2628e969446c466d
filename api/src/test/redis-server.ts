import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from '../../../scripts/lib/services';

// A Redis of the test's own (the machine's `redis-server`, on a free port, nothing kept on
// disk), for the tests that stop and restart it under load: the machine's shared Redis
// (127.0.0.1:6379) must never be stopped by a test.

export type TestRedis = {
  url: string;
  /** Ends it at once (SIGKILL), as a crash or a lost node would: clients see their connections drop. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty (no persistence), and waits until it answers. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** The binary: on PATH, or where Debian's package puts it. */
function redisServerBinary(): string {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/bin', '/usr/sbin', '/usr/local/bin')) {
    const candidate = `${dir}/redis-server`;
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('redis-server is not installed (apt-get install redis-server)');
}

/** Resolves once something accepts connections on the port and answers PING. */
async function waitForPong(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const pong = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(500, () => socket.destroy());
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
    if (pong) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

export async function startTestRedis(): Promise<TestRedis> {
  const binary = redisServerBinary();
  const port = await freePort();
  let child: ChildProcess | undefined;
  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process.once('exit', () => resolve()));
  const start = async () => {
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: 'ignore' },
    );
    await waitForPong(port, child);
  };
  const kill = async () => {
    if (!child) return;
    const running = child;
    child = undefined;
    running.kill('SIGKILL');
    await exited(running);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start, stop: kill };
}
