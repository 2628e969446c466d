// Fails when the committed generated code is not what `npm run codegen` makes from
// schema.graphql, the web's operations and the API's OpenAPI document (someone changed
// one and forgot the other); the persisted-document manifest is made from the web's
// operations as the shop sends them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/services';

const GENERATED = [
  'gateway/src/__generated__/resolvers-types.ts',
  'web/src/__generated__/graphql.ts',
  'api/src/openapi/__generated__/openapi.json',
  'gateway/src/rest/__generated__/rest-api.ts',
  'gateway/src/rest/__generated__/rest-permissions.ts',
  'gateway/src/__generated__/persisted-documents.json',
];

const read = (file: string) =>
  fs.existsSync(path.join(REPO_ROOT, file)) ? fs.readFileSync(path.join(REPO_ROOT, file), 'utf8') : '';
const before = GENERATED.map(read);
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { cwd: REPO_ROOT, stdio: 'inherit' });
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/codegen-rest.ts'], { cwd: REPO_ROOT, stdio: 'inherit' });
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/codegen-persisted-documents.ts'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
const stale = GENERATED.filter((file, i) => read(file) !== before[i]);
if (stale.length > 0) {
  console.error(`Generated code was stale (now regenerated; commit it):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.info('Generated code is up to date.');
