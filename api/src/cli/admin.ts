import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { createDb } from '../db/kysely';
import type { Database } from '../db/types';
import { HttpError } from '../lib/http-error';
import { closeGroup, createGroup, listGroups, updateGroup } from '../modules/admin/admin-groups.service';

// `npm run admin -- <command>`: the admin group operations on the configured database,
// through the same service functions (and so the same validation) as admin/* routes.

const USAGE = `Usage: npm run admin -- <command>

Commands:
  groups:list [--page N] [--limit N]        list groups, newest first (limit 1-100, default 20)
  groups:create --json '<group>'            create a group; fields as POST /api/admin/groups
  groups:update <id> --json '<changes>'     change some fields of a group
  groups:close <id>                         close a group

The database is DATABASE_URL (PostgreSQL) or else SQLITE_FILE. Results print as JSON.`;

/** A mistake in the command line itself: shown with the usage text. */
class UsageError extends Error {}

function parseJsonOption(text: string | undefined): unknown {
  if (text === undefined) throw new UsageError('--json is required');
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError('--json must be valid JSON');
  }
}

function onePositional(positionals: string[], name: string): string {
  if (positionals.length !== 1) throw new UsageError(`expected exactly one ${name}`);
  return positionals[0]!;
}

async function run(command: string, args: string[], db: Kysely<Database>): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'string' }, page: { type: 'string' }, limit: { type: 'string' } },
    allowPositionals: true,
  });
  switch (command) {
    case 'groups:list':
      if (positionals.length > 0) throw new UsageError('groups:list takes no arguments');
      return listGroups(db, { page: values.page, limit: values.limit });
    case 'groups:create':
      if (positionals.length > 0) throw new UsageError('groups:create takes only --json');
      return createGroup(db, parseJsonOption(values.json));
    case 'groups:update':
      return updateGroup(db, onePositional(positionals, 'group id'), parseJsonOption(values.json));
    case 'groups:close':
      return closeGroup(db, onePositional(positionals, 'group id'));
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help') {
    console.info(USAGE);
    return command === undefined ? 1 : 0;
  }
  const handle = createDb(loadConfig(process.env));
  try {
    console.info(JSON.stringify(await run(command, args, handle.db), null, 2));
    return 0;
  } catch (error) {
    // parseArgs rejects unknown options with a TypeError carrying a code.
    const badOption = error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || badOption) {
      console.error(`Error: ${(error as Error).message}\n\n${USAGE}`);
    } else if (error instanceof HttpError) {
      console.error(`Error: ${error.message}`);
    } else {
      throw error;
    }
    return 1;
  } finally {
    await handle.db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
