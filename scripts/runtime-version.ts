// Part of `npm run lint`: one Node version everywhere. `.nvmrc` names it (nvm and
// scripts/node24.sh read it); the Dockerfile's `FROM node:` lines must name the same, so
// the image runs what CI tested (docs/decisions.md#runtime). Exits 1 naming each mismatch.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/services';

const pinned = fs.readFileSync(path.join(REPO_ROOT, '.nvmrc'), 'utf8').trim();
const problems: string[] = [];
if (!/^\d+\.\d+\.\d+$/.test(pinned)) problems.push(`.nvmrc names "${pinned}", not an exact version`);

const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
for (const [line, image] of dockerfile.matchAll(/^FROM node:(\S+)/gm)) {
  if (!image?.startsWith(`${pinned}-`)) problems.push(`Dockerfile: "${line}" is not Node ${pinned}`);
}

for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
