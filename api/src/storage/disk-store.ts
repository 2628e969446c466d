import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from './file-storage';

// Objects as files under one folder (UPLOAD_DIR, MEDIA_DIR): today's storage, the default.

function fileFor(root: string, key: string): string {
  // Keys are the server's own, but a key must still never name a path outside the root.
  const parts = key.split('/');
  if (key.includes('\0') || path.isAbsolute(key) || parts.some((part) => part === '' || part === '..')) {
    throw new Error('Invalid storage key');
  }
  return path.join(root, ...parts);
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function createDiskStore(root: string): ObjectStore {
  return {
    /** Written to a temporary file and renamed, so a reader never sees half a file. */
    async put(key, content) {
      const target = fileFor(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
      await fs.writeFile(temp, content);
      await fs.rename(temp, target);
    },
    async get(key) {
      const content = await readOrNull(fileFor(root, key));
      return content && { content, contentType: undefined, etag: undefined };
    },
    async readStart(key, bytes) {
      const content = await readOrNull(fileFor(root, key));
      return content && content.subarray(0, bytes);
    },
    async remove(key) {
      await fs.rm(fileFor(root, key), { force: true });
    },
  };
}
