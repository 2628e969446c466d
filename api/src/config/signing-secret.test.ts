// @database-agnostic: the signing secret is read from settings, no database (runs once, on SQLite; docs/decisions.md "Test suite time").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSigningSecret } from './signing-secret';

test('creates the secret once and answers the same one afterwards', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-secret-test-'));
  try {
    const file = path.join(dir, 'nested', 'signing-secret');
    const first = loadOrCreateSigningSecret(file);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOrCreateSigningSecret(file)).toBe(first);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['signing-secret']);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
