import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config/config';
import { createDb } from '../db/kysely';
import { usePasswordHashCost } from '../modules/auth/password';
import { createFileStorage } from '../storage/create-file-storage';
import { createDocumentFiles } from '../modules/documents/document-files';
import { createUploadSigner } from '../modules/documents/upload-signing';
import type { Database } from '../db/types';
import { HttpError } from '../lib/http-error';
import { intField } from '../lib/fields';
import { pageFields, pageInfo } from '../lib/paging';
import { parseInput } from '../lib/validate';
import { z } from 'zod';
import {
  approveDocumentBody,
  createDocumentReviewService,
  documentIdParams,
  documentListQuery,
  rejectDocumentBody,
} from '../modules/documents/document-review.service';
import * as groups from '../modules/group-authoring/group-authoring.service';
import * as groupInput from '../modules/group-authoring/group-input';
import { lineIdParams, orderLineListQuery, statusChangeBody } from '../modules/orders/admin-order-line-input';
import { createAdminOrderLinesService } from '../modules/orders/admin-order-lines.service';
import { createOrderLineLifecycle } from '../modules/orders/order-line-lifecycle';
import {
  accountEmailInput,
  createAdmin,
  createAdminInput,
  endSessions,
  listSessions,
} from '../modules/customers/operator-accounts';
import { paymentProviderFor } from '../modules/payments/payment-providers';
import { createSettlementService } from '../modules/settlement/settlement.service';
import { createSettlementTriggers } from '../modules/settlement/settlement-triggers';
import { listMail, requeueFailedMail } from '../modules/mail/mail-outbox.repository';
import { readSecret } from './read-secret';
import { cliActor } from '../modules/audit/actor';

// `npm run admin -- <command>`: the admin group operations on the configured database,
// through the same service functions (and so the same validation) as admin/* routes.

const USAGE = `Usage: npm run admin -- <command>

Commands:
  create-admin --email E [--first-name F --last-name L]
                                            create an owner's staff account (the password, at least
                                            12 characters, is read from ADMIN_PASSWORD, else a prompt,
                                            else the first line of stdin); owners invite other staff
  sessions:list --email E                   an account's live sessions
  sessions:end --email E [--session N]      end one session of an account, or all of them
  groups:list [--page N] [--page-size N]    list groups, newest first (page size 1-100, default 20)
  groups:create --json '<group>'            create a group; fields as POST /api/admin/groups
  groups:update <id> --json '<changes>'     change some fields of a group
  groups:close <id>                         close a group
  groups:settle <id>                        close a group now and settle its order lines
  settle:run                                close ended groups and settle every closed group
  lines:list [--status S] [--page N] [--page-size N]
                                            list order lines, newest first
  lines:status <lineId> <status> [--company X --number Y]
                                            move an order line (shipping needs --company and --number)
  returns:accept <lineId>                   accept a requested return
  returns:decline <lineId>                  decline a requested return
  documents:list [--status S] [--page N] [--page-size N]
                                            list customer documents, oldest first
  documents:approve <docId> [--expires YYYY-MM-DD]
                                            approve a pending customer document
  documents:reject <docId> --reason "..."   reject a pending customer document
  mail:list [--failed] [--page N] [--page-size N]
                                            outgoing mail, newest first (--failed: only the mail
                                            given up after its tries; no bodies or links are shown)
  mail:retry <mailId> | --failed            queue failed mail again (one, or every failed mail)

The database is DATABASE_URL (PostgreSQL) or else SQLITE_FILE. Results print as JSON.
Every change is in the audit log as made by cli:<your user name>.`;

const sessionIdInput = z.object({
  id: z.coerce.number({ error: '--session must be a session id' }).int().positive('--session must be a session id'),
});

// The outbox's paging follows every admin list (lib/paging.ts).
const mailPageQuery = z.object(pageFields);
const mailIdParams = z.object({ id: intField('mail id must be a positive integer', 1, 2_147_483_647) });

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

async function run(
  command: string,
  args: string[],
  db: Kysely<Database>,
  config: ReturnType<typeof loadConfig>,
): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      json: { type: 'string' },
      page: { type: 'string' },
      'page-size': { type: 'string' },
      status: { type: 'string' },
      company: { type: 'string' },
      number: { type: 'string' },
      expires: { type: 'string' },
      reason: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      session: { type: 'string' },
      failed: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  // Who the audit log names for the changes below.
  const actor = cliActor();
  // The same services as the admin routes: same rules, same refunds, same invoices.
  const orders = () => createAdminOrderLinesService(db, createOrderLineLifecycle(db, paymentProviderFor(config)));
  const settlement = () => createSettlementTriggers(db, createSettlementService(db, paymentProviderFor(config)));
  // Every input goes through the routes' own schemas: the same rules and messages.
  const idOf = (name: string, schema: z.ZodType<{ id: number }>) =>
    parseInput(schema, { id: onePositional(positionals, name) }).id;
  // Listing documents counts uploads that reached the bucket, as the admin routes do.
  const documents = () =>
    createDocumentReviewService(
      db,
      createDocumentFiles(
        createFileStorage(config),
        createUploadSigner(config.signingSecret, config.publicUrl),
        config.uploadMaxBytes,
      ),
    );
  const paging = { page: values.page, page_size: values['page-size'] };
  const noPositionals = () => {
    if (positionals.length > 0) throw new UsageError(`${command} takes no positional arguments`);
  };
  switch (command) {
    case 'create-admin': {
      noPositionals();
      const { email } = parseInput(accountEmailInput, { email: values.email });
      const password = await readSecret('ADMIN_PASSWORD', `Password for ${email}: `);
      return createAdmin(
        db,
        parseInput(createAdminInput, {
          email,
          password,
          first_name: values['first-name'] ?? 'Shop',
          last_name: values['last-name'] ?? 'Operator',
        }),
      );
    }
    case 'sessions:list':
      noPositionals();
      return listSessions(db, parseInput(accountEmailInput, { email: values.email }).email);
    case 'sessions:end': {
      noPositionals();
      const { email } = parseInput(accountEmailInput, { email: values.email });
      const session = values.session === undefined ? undefined : parseInput(sessionIdInput, { id: values.session }).id;
      return endSessions(db, email, session, actor);
    }
    case 'groups:list':
      if (positionals.length > 0) throw new UsageError('groups:list takes no arguments');
      return groups.listGroups(db, parseInput(groupInput.groupPageQuery, paging));
    case 'lines:list':
      if (positionals.length > 0) throw new UsageError('lines:list takes no arguments');
      return orders().list(parseInput(orderLineListQuery, { status: values.status, ...paging }));
    case 'groups:create':
      if (positionals.length > 0) throw new UsageError('groups:create takes only --json');
      return groups.createGroup(db, parseInput(groupInput.createGroupBody, parseJsonOption(values.json) ?? {}), actor);
    case 'groups:update':
      return groups.updateGroup(
        db,
        idOf('group id', groupInput.groupIdParams),
        parseInput(groupInput.updateGroupBody, parseJsonOption(values.json) ?? {}),
        actor,
      );
    case 'groups:close': {
      const id = idOf('group id', groupInput.groupIdParams);
      await groups.closeGroup(db, id, actor);
      return groups.loadAdminGroup(db, id);
    }
    case 'groups:settle':
      return settlement().settleGroup(idOf('group id', groupInput.groupIdParams), { startedBy: 'cli', actor });
    case 'settle:run':
      if (positionals.length > 0) throw new UsageError('settle:run takes no arguments');
      return settlement().runSettlement({ startedBy: 'cli', actor });
    case 'lines:status': {
      if (positionals.length !== 2) throw new UsageError('expected an order line id and a status');
      const [lineId, status] = positionals;
      const { id } = parseInput(lineIdParams, { id: lineId });
      const change = parseInput(statusChangeBody, {
        status,
        tracking_company_name: values.company,
        tracking_number: values.number,
      });
      return orders().setStatus(actor, id, change);
    }
    case 'returns:accept':
      return orders().acceptReturn(actor, idOf('order line id', lineIdParams));
    case 'returns:decline':
      return orders().declineReturn(actor, idOf('order line id', lineIdParams));
    case 'documents:list':
      if (positionals.length > 0) throw new UsageError('documents:list takes no arguments');
      return documents().list(parseInput(documentListQuery, { status: values.status, ...paging }));
    case 'documents:approve':
      return documents().approve(
        actor,
        idOf('document id', documentIdParams),
        parseInput(approveDocumentBody, { expires_at: values.expires }),
      );
    case 'documents:reject':
      return documents().reject(
        actor,
        idOf('document id', documentIdParams),
        parseInput(rejectDocumentBody, { reason: values.reason }),
      );
    case 'mail:list': {
      noPositionals();
      const page = parseInput(mailPageQuery, paging);
      const { rows, total } = await listMail(db, {
        state: values.failed ? 'failed' : undefined,
        page: page.page,
        pageSize: page.page_size,
      });
      return { mail: rows, ...pageInfo(page, total) };
    }
    case 'mail:retry': {
      // The API's mail job sends what is queued again on its next tick.
      if (values.failed) {
        noPositionals();
        return { queued: await requeueFailedMail(db, undefined, new Date().toISOString()) };
      }
      const id = idOf('mail id', mailIdParams);
      const queued = await requeueFailedMail(db, id, new Date().toISOString());
      if (queued === 0) throw new HttpError(404, `No failed mail ${id}`);
      return { queued };
    }
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
  const config = loadConfig(process.env);
  usePasswordHashCost(config.passwordHashCost);
  const handle = createDb(config);
  try {
    console.info(JSON.stringify(await run(command, args, handle.db, config), null, 2));
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
