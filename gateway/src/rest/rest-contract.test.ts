// @database-agnostic: the gateway's REST calls against the API's OpenAPI document (runs once, on
// SQLite; docs/decisions.md "Test suite time").
import fs from 'node:fs';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from '../test/api-process';

// Every REST call the gateway makes names a path and method of the API's OpenAPI
// document as the API serves it now: found by reading the gateway's source (calls on
// RestClient take the document's path template, '/api/cart/{cart_item_id}'), so a new
// call is checked without listing it here. The compiler checks the same calls against the
// generated types (rest-client.test.ts); this test holds them to the running API.

const SOURCE_DIR = path.resolve(__dirname, '..');
const CALL = /\.(get|post|put|delete)\(\s*'(\/api\/[^']*)'/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `/api/customer/profile/{customer_id}` → `/api/customer/profile/{}`: the parameters' names aside. */
function normalise(template: string): string {
  return template.replace(/\{[^}]+\}/g, '{}');
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
      calls.add(`${match[1]!.toUpperCase()} ${normalise(match[2]!)}`);
    }
  }
  expect(calls.size).toBeGreaterThan(20);

  const document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = new Set(
    Object.entries(document.paths).flatMap(([docPath, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${normalise(docPath)}`),
    ),
  );
  expect([...calls].filter((call) => !documented.has(call))).toEqual([]);
});
