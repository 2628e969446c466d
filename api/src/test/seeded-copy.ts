import fs from 'node:fs';
import path from 'node:path';
import { dataFolderEnv } from '../config/data-folder';
import { runPostgresStatement } from '../db/postgres-statement';

// Copies of the run's seeded template (made by ./seeded-template.ts in jest's global
// setup) for every test app and API process of the tests (docs/decisions.md "Test suite
// time"). A copy is what a seed would have made: the API finds data present and seeds
// nothing. Without a template (a run without the global setup) nothing is copied and the
// start seeds as before.

/** The seeded SQLite folder (shop.db, media/, uploads/). */
export const SEEDED_SQLITE_ENV = 'SHOP_TEST_SEEDED_SQLITE';
/** `<database>@<files folder>`: a seeded PostgreSQL database on TEST_DATABASE_URL's server and its files. */
export const SEEDED_POSTGRES_ENV = 'SHOP_TEST_SEEDED_POSTGRES';

/** The URL of database `name` on the server of `serverUrl` (its user, host and parameters kept). */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** This run's seeded PostgreSQL template, if any. */
export function seededPostgres(): { database: string; files: string } | undefined {
  const value = process.env[SEEDED_POSTGRES_ENV];
  const at = value?.indexOf('@') ?? -1;
  return value && at > 0 ? { database: value.slice(0, at), files: value.slice(at + 1) } : undefined;
}

/**
 * The files of folder `from` in folder `into`, hard-linked rather than copied (12 MB of the
 * seed's images, a tenth of a second or more of every test app's start otherwise). Safe:
 * the API never writes into a stored file, it writes a new one and renames it over
 * (storage/disk-store.ts), and a delete removes only this folder's link.
 */
function linkFiles(from: string, into: string): void {
  fs.mkdirSync(into, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(into, entry.name);
    if (entry.isDirectory()) linkFiles(source, target);
    else fs.linkSync(source, target);
  }
}

/** The seed's files (media and uploads) from `from` in the data folder `into`. */
function copySeedFiles(from: string, into: string): void {
  for (const folder of ['media', 'uploads']) {
    const source = path.join(from, folder);
    if (fs.existsSync(source)) linkFiles(source, path.join(into, folder));
  }
}

/**
 * Fills the data folder `dir` (laid out as `dataFolderEnv`) with this run's seeded SQLite
 * database and files. False when there is no template.
 */
export function copySeededSqlite(dir: string): boolean {
  const template = process.env[SEEDED_SQLITE_ENV];
  if (!template) return false;
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(template, 'shop.db'), dataFolderEnv(dir).SQLITE_FILE);
  copySeedFiles(template, dir);
  return true;
}

/**
 * Creates database `name` on `serverUrl`'s server: when `filesInto` names a data folder and
 * this run has a seeded template, a copy of it (PostgreSQL copies a database nobody is
 * connected to, at file level), its files copied into that folder; otherwise empty.
 * Answers whether it is seeded.
 */
export async function createPostgresDatabase(serverUrl: string, name: string, filesInto?: string): Promise<boolean> {
  const template = filesInto ? seededPostgres() : undefined;
  await runPostgresStatement(serverUrl, `create database ${name}${template ? ` template ${template.database}` : ''}`);
  if (!template || !filesInto) return false;
  copySeedFiles(template.files, filesInto);
  return true;
}
