import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEY_PATTERN } from './upload-signing';

// Uploaded files on local disk under UPLOAD_DIR, one file per server-generated key.

function fileFor(uploadDir: string, key: string): string {
  // Keys come from URLs; only the server's own key shape may become a path.
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
  return path.join(uploadDir, key);
}

/** Written to a temporary file and renamed, so a reader never sees half a file. */
export async function writeUpload(uploadDir: string, key: string, content: Buffer): Promise<void> {
  const target = fileFor(uploadDir, key);
  await fs.mkdir(uploadDir, { recursive: true });
  const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
  await fs.writeFile(temp, content);
  await fs.rename(temp, target);
}

export async function readUpload(uploadDir: string, key: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(fileFor(uploadDir, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeUpload(uploadDir: string, key: string): Promise<void> {
  await fs.rm(fileFor(uploadDir, key), { force: true });
}
