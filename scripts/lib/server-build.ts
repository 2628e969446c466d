import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compiledEntryArgs, REPO_ROOT } from './services';

// The server packages' production build (`npm run build:server`: server-kit, api, gateway
// compiled to their dist/ folders), made again when a source is newer than its output.

const PACKAGES = ['server-kit', 'api', 'gateway'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    // JSON too: an imported one is compiled in (the gateway's persisted-document manifest).
    else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when every package's dist/ is at least as new as its sources and its build settings. */
export function serverBuildIsFresh(): boolean {
  return PACKAGES.every((name) => {
    const marker = path.join(REPO_ROOT, name, 'dist', '.built');
    if (!fs.existsSync(marker)) return false;
    const built = fs.statSync(marker).mtimeMs;
    const settings = ['tsconfig.build.json', 'package.json'].map(
      (file) => fs.statSync(path.join(REPO_ROOT, name, file)).mtimeMs,
    );
    return built >= Math.max(newestSource(path.join(REPO_ROOT, name, 'src')), ...settings);
  });
}

const LOCK = path.join(REPO_ROOT, 'api', '.server-build.lock');

/**
 * Builds the server packages unless their build is fresh (a test's start-up, a developer's
 * run). Test files in parallel workers may ask at once: one builds under a lock file, the
 * others wait for it and then find the build fresh.
 */
export function ensureServerBuild(): void {
  for (;;) {
    if (serverBuildIsFresh()) return;
    let lock: number;
    try {
      lock = fs.openSync(LOCK, 'wx');
    } catch {
      // Another worker builds; a lock older than 5 minutes was left by a killed one.
      if (Date.now() - fs.statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > 300_000)
        fs.rmSync(LOCK, { force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
      continue;
    }
    try {
      execFileSync('npm', ['run', 'build:server'], { cwd: REPO_ROOT, stdio: 'inherit' });
      return;
    } finally {
      fs.closeSync(lock);
      fs.rmSync(LOCK, { force: true });
    }
  }
}

/**
 * Node's arguments for the operator's CLI (`npm run admin`) as the image runs it, compiled
 * and built first when stale: a test that runs it several times spends a fraction of what a
 * start through tsx costs (docs/decisions.md#test-suite-time).
 */
export function compiledAdminCli(): string[] {
  ensureServerBuild();
  return compiledEntryArgs('api/dist/cli/admin.js');
}
