import fs from 'node:fs';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from '../test/api-process';

// Every REST call the gateway makes names a path and method of the API's OpenAPI
// document: found by reading the gateway's source (calls on RestClient take a path
// relative to /api/), so a new call is checked without listing it here. A header read
// (`headers.get('authorization')`) has the same shape and is not a call.

const SOURCE_DIR = path.resolve(__dirname, '..');
const CALL = /(?<!headers)\.(get|post|put|delete)(?:<[^>]*>)?\(\s*(['`])([a-z][^'`]*)\2/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `customer/profile/${id}?x=1` → `/api/customer/profile/{}`; a trailing `${query}` is a query string. */
function normalise(callPath: string): string {
  const withoutQuery = callPath.replace(/\$\{query\}$/, '').replace(/\?.*$/, '');
  return `/api/${withoutQuery}`.replace(/\$\{[^}]+\}/g, '{}');
}

let api: ApiProcess;
beforeAll(async () => {
  api = await startApiProcess();
});
afterAll(async () => {
  await api.stop();
});

test('every path and method the gateway calls is in the API’s OpenAPI document', async () => {
  const calls = new Set<string>();
  for (const file of sourceFiles(SOURCE_DIR)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(CALL)) {
      calls.add(`${match[1]!.toUpperCase()} ${normalise(match[3]!)}`);
    }
  }
  expect(calls.size).toBeGreaterThan(20);

  const document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = new Set(
    Object.entries(document.paths).flatMap(([docPath, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${docPath.replace(/\{[^}]+\}/g, '{}')}`),
    ),
  );
  expect([...calls].filter((call) => !documented.has(call))).toEqual([]);
});
