import type { Readable } from 'node:stream';
import { sql, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import type { CustomersTable, Database } from '../../db/types';
import { csvStream, everyRow } from '../../lib/csv-export';
import { MAX_ID, intField, optional, requiredString } from '../../lib/fields';
import { notFound } from '../../lib/http-error';
import { keyset } from '../../lib/keyset-paging';
import { listPageFields, listPageInfo, readListPage, rowsWithCursors } from '../../lib/paging';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { containsPattern } from '../catalog/like-pattern';
import { isTaxExempt } from '../pricing/tax-exemption';
import { CUSTOMER_CSV_COLUMNS, customerCsvRow, customerFigures } from './customers-csv';
import type { CustomerAccount, CustomerPage, CustomerSummary, EndedSessions } from './customer-view';
import { endSessionsOf } from '../sessions/sessions.repository';
import { liveSessionsOf } from './operator-accounts';

// Customers as an operator looks them up: by name or e-mail, then one customer's
// profile, addresses and live sessions (their documents and order lines come from the
// admin lists filtered by `customer_id`). Input schemas are exported, as in the other
// operators' services, so the routes declare exactly what the service parses.

const CUSTOMER_SORTS = ['newest', 'name'] as const;
const customerFilterFields = {
  search: optional(requiredString('search', 100).describe('Parts of a first or last name or an e-mail, any case')),
  sort: optional(
    z
      .enum(CUSTOMER_SORTS, { error: `sort must be one of ${CUSTOMER_SORTS.join(', ')}` })
      .describe('newest accounts first (the default), or by last then first name'),
  ),
};
export const customerListQuery = z.object({ ...customerFilterFields, ...listPageFields });
/** The export's filter: the list's search and sort, without paging. */
export const customerCsvQuery = z.object(customerFilterFields);
export const customerIdParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });

function searchMatches(text: string) {
  const pattern = containsPattern(text);
  const like = (expression: ReturnType<typeof sql.ref> | ReturnType<typeof sql>) =>
    sql<boolean>`lower(${expression}) like lower(${pattern}) escape '\\'`;
  return sql<boolean>`(${sql.join(
    [
      like(sql.ref('email')),
      like(sql.ref('first_name')),
      like(sql.ref('last_name')),
      // "Ada Lovelace" as typed: the whole name matches too.
      like(sql`first_name || ' ' || last_name`),
    ],
    sql` or `,
  )})`;
}

const SUMMARY_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'role',
  'customer_type',
  'company_name',
  'email_verified_at',
  'created_at',
] as const;

type SummaryRow = Pick<Selectable<CustomersTable>, (typeof SUMMARY_COLUMNS)[number]>;

/** The list's two orders, each ending in the id so it is total (lib/keyset-paging.ts). */
const CUSTOMER_ORDERS = {
  newest: keyset<SummaryRow>('customers:newest', [
    { column: 'id', type: 'integer', direction: 'desc', of: (row) => row.id },
  ]),
  name: keyset<SummaryRow>('customers:name', [
    { column: 'last_name', type: 'text', direction: 'asc', of: (row) => row.last_name },
    { column: 'first_name', type: 'text', direction: 'asc', of: (row) => row.first_name },
    { column: 'id', type: 'integer', direction: 'asc', of: (row) => row.id },
  ]),
};

const summary = (row: SummaryRow): CustomerSummary => ({
  customer_id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  role: row.role,
  customer_type: row.customer_type,
  company_name: row.company_name,
  email_verified: row.email_verified_at !== null,
  created_at: row.created_at,
});

export function createCustomersService(db: Kysely<Database>) {
  async function customerRow(id: number) {
    const row = await db
      .selectFrom('customers')
      .select([...SUMMARY_COLUMNS, 'title', 'phone_number', 'is_tax_exempt'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Customer not found');
    return row;
  }

  return {
    async list(query: z.output<typeof customerListQuery>): Promise<CustomerPage> {
      const { search, sort, ...paging } = query;
      let rows = db.selectFrom('customers').select(SUMMARY_COLUMNS);
      let count = db.selectFrom('customers').select((eb) => eb.fn.countAll<number | string>().as('total'));
      if (search) {
        rows = rows.where(searchMatches(search));
        count = count.where(searchMatches(search));
      }
      const [page, { total }] = await Promise.all([
        readListPage(CUSTOMER_ORDERS[sort ?? 'newest'], rows, paging),
        count.executeTakeFirstOrThrow(),
      ]);
      return { customers: rowsWithCursors(page, summary), ...listPageInfo(page, total) };
    },

    /** Every account of the search in the list's order, with orders and spent, as CSV; streamed (customers-csv.ts). */
    csv(query: z.output<typeof customerCsvQuery>, now = new Date()): Readable {
      let rows = db
        .selectFrom('customers')
        .select(SUMMARY_COLUMNS)
        .select(['is_tax_exempt'])
        .select((eb) => customerFigures(eb, now.toISOString()));
      if (query.search) rows = rows.where(searchMatches(query.search));
      const records = async function* () {
        for await (const row of everyRow(CUSTOMER_ORDERS[query.sort ?? 'newest'], rows)) yield customerCsvRow(row);
      };
      return csvStream(records(), CUSTOMER_CSV_COLUMNS, ['spent']);
    },

    async read(id: number, now = new Date()): Promise<CustomerAccount> {
      const row = await customerRow(id);
      const [addresses, sessions, orders, taxExempt] = await Promise.all([
        db.selectFrom('addresses').selectAll().where('customer_id', '=', id).orderBy('id').execute(),
        liveSessionsOf(db, id, now),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('customer_id', '=', id)
          // Held for 3-D Secure or released unpaid is not an order the customer placed (migration 019).
          .where('payment_state', '=', 'placed')
          .executeTakeFirstOrThrow(),
        isTaxExempt(db, id, now),
      ]);
      return {
        ...summary(row),
        title: row.title,
        phone_number: row.phone_number,
        claims_tax_exemption: row.is_tax_exempt === 1,
        tax_exempt: taxExempt,
        order_count: Number(orders.n),
        addresses: addresses.map((address) => ({
          address_id: address.id,
          address_type: address.address_type,
          first_name: address.first_name,
          last_name: address.last_name,
          company_name: address.company_name,
          email: address.email,
          phone_number: address.phone_number,
          street: address.street,
          city: address.city,
          state: address.state,
          country: address.country,
          zip_code: address.zip_code,
        })),
        sessions: sessions.map((session) => ({
          session_id: session.id,
          created_at: session.created_at,
          expires_at: session.expires_at,
        })),
      };
    },

    /** Ends every session of the customer: each of their tokens answers 401 from now on; audited with it. */
    async endSessions(actor: AuditActor, id: number, now = new Date()): Promise<EndedSessions> {
      const customer = await customerRow(id);
      return db.transaction().execute(async (trx) => {
        const ended = { ended: await endSessionsOf(trx, id) };
        await recordAudit(
          trx,
          actor,
          {
            action: 'customer.sessions_ended',
            subject: { type: 'customer', id },
            customerId: id,
            after: { sessions_ended: ended.ended },
            summary: `ended ${ended.ended === 1 ? '1 session' : `${ended.ended} sessions`} of ${customer.email}`,
          },
          now,
        );
        return ended;
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
