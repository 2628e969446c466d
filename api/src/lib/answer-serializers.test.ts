// @database-agnostic: answer schemas are built from the routes alone, whatever the database (runs once, on SQLite; docs/decisions.md "Test suite time").
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import type { JsonSchema } from './json-schema';
import { answerSerializer } from './zod-compilers';

// The API builds each answer's serializer on the route's first answer (lib/zod-compilers.ts);
// a schema fast-json-stringify cannot build would fail that answer, not the start. Every
// route's every declared answer is built here instead.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

test("every route's answers build a serializer", () => {
  const failures: string[] = [];
  let built = 0;
  for (const route of t.app.routeInventory) {
    const answers = (route.schema?.response ?? {}) as Record<string, z.ZodType | JsonSchema>;
    for (const [status, schema] of Object.entries(answers)) {
      try {
        answerSerializer(schema);
        built += 1;
      } catch (error) {
        failures.push(`${route.method} ${route.url} ${status}: ${(error as Error).message}`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(built).toBeGreaterThan(100);
});
