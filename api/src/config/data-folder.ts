import path from 'node:path';

/**
 * The API's environment for keeping all its files in one folder, laid out as config.ts
 * lays out data/: the SQLite file, media, uploads and the mail outbox. For the throwaway
 * folders of tests, benchmarks and codegen.
 */
export function dataFolderEnv(dir: string) {
  return {
    SQLITE_FILE: path.join(dir, 'shop.db'),
    MEDIA_DIR: path.join(dir, 'media'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
  };
}
