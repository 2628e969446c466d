import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secret behind signed upload and invoice URLs when SIGNING_SECRET is not set: made
 * once and kept in `file`, so links handed out stay valid across restarts. It is written
 * to a temporary file and linked into place, which fails if another process won the
 * race, so every process ends up with the same secret and never reads a half-written one.
 */
export function loadOrCreateSigningSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`Signing secret file ${file} is empty`);
  return secret;
}

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
