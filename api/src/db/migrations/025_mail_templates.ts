import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable';

// Mail rendered when it is sent, not when it is queued (docs/decisions.md "Mail templates"):
// the outbox keeps which template a mail uses and the facts it shows (`data`, JSON), and the
// mail job renders HTML and text from them. Subject and link are still written when the mail
// is queued, for the operators' list and the outbox files.
//
// Mail queued before this migration was rendered already: its bodies become the data of the
// 'prerendered' template, which sends them as they are.

/** The template of a mail whose bodies were rendered when it was queued (modules/mail/prerendered.ts). */
export const PRERENDERED_TEMPLATE = 'prerendered';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('template', 'text', (c) => c.notNull().defaultTo(PRERENDERED_TEMPLATE))
    .execute();
  // Emptied once sent, as the bodies were: a verification or reset link carries a live token.
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  const bodies = isPostgres(db)
    ? sql`json_build_object('text', text_body, 'html', html_body)::text`
    : sql`json_object('text', text_body, 'html', html_body)`;
  await sql`update mail_outbox set data = ${bodies} where state <> 'sent'`.execute(db);
  await db.schema.alterTable('mail_outbox').dropColumn('text_body').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('html_body').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('text_body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('html_body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Only prerendered mail has bodies to give back; mail queued from a template after the
  // upgrade has none to go back to (sent before the downgrade, or re-queued after it).
  const text = isPostgres(db) ? sql`(data::json ->> 'text')` : sql`json_extract(data, '$.text')`;
  const html = isPostgres(db) ? sql`(data::json ->> 'html')` : sql`json_extract(data, '$.html')`;
  await sql`update mail_outbox set text_body = coalesce(${text}, ''), html_body = coalesce(${html}, '')
    where template = ${PRERENDERED_TEMPLATE} and state <> 'sent'`.execute(db);
  await db.schema.alterTable('mail_outbox').dropColumn('data').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('template').execute();
}
