import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/services';

// `npm run build:server`: server-kit, then the API and the gateway (which import its compiled
// declarations), each from an empty dist/ so no file of a deleted source lingers. Each dist/
// gets a `.built` marker that scripts/lib/server-build.ts compares with the sources.
for (const name of ['server-kit', 'api', 'gateway']) {
  const dist = path.join(REPO_ROOT, name, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  const tsc = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(name, 'tsconfig.build.json')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  fs.writeFileSync(path.join(dist, '.built'), new Date().toISOString());
}
