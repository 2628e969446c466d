// @database-agnostic: reads .env.example against the config schema, no database (runs once, on SQLite; docs/decisions.md "Test suite time").
import fs from 'node:fs';
import path from 'node:path';
import { envSchema } from './config';

// .env.example is where an operator finds every setting: one the API reads but the file
// leaves out would only be found in the code.
test('.env.example names every setting the API reads', () => {
  const example = fs.readFileSync(path.resolve(__dirname, '../../../.env.example'), 'utf8');
  const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
  expect(Object.keys(envSchema.shape).filter((name) => !listed.has(name))).toEqual([]);
  expect(listed.size).toBeGreaterThan(20);
});
