// `npm run typecheck`: every TypeScript program of the repository, two at a time (a 2-core
// machine), each incremental: its build info in node_modules/.cache/tsc/, so a second run
// re-checks only what changed (a fresh clone checks everything; docs/decisions.md "Test
// suite time"). Prints each program's errors; exits 1 when any has one.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './lib/services';

// The biggest first, so the last one to start is a small one.
const PROGRAMS = ['api', 'web', 'gateway', 'e2e', '.', 'server-kit'];
const TSC = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'tsc');

function check(program: string): Promise<boolean> {
  const name = program === '.' ? 'root' : program;
  const args = [TSC, '-p', program, '--incremental', '--tsBuildInfoFile', path.join(CACHE, `${name}.tsbuildinfo`)];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      // Whole, after the program ends: two programs' errors never interleave.
      if (output) process.stdout.write(output);
      console.info(`tsc -p ${program}: ${code === 0 ? 'ok' : 'errors'}`);
      resolve(code === 0);
    });
  });
}

async function main(): Promise<void> {
  const queue = [...PROGRAMS];
  const results: boolean[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) results.push(await check(next));
  };
  await Promise.all([worker(), worker()]);
  process.exit(results.every(Boolean) ? 0 : 1);
}

void main();
