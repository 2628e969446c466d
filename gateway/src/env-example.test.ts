// @database-agnostic: reads .env.example and the config schema (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import fs from 'node:fs';
import path from 'node:path';
import { configSchema } from './config/config';

// .env.example is where an operator finds every setting: one the gateway reads but the
// file leaves out would only be found in the code.
test('.env.example names every setting the gateway reads', () => {
  const example = fs.readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8');
  const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
  expect(Object.keys(configSchema.shape).filter((name) => !listed.has(name))).toEqual([]);
  expect(listed.size).toBeGreaterThan(20);
});
