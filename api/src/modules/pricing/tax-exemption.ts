import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * True when the customer pays no sales tax: a Business customer who ticked tax-exempt
 * and has an approved tax-exempt document that has not expired (docs/product.md#pricing-and-money). A pending,
 * rejected or expired document is not enough: the exemption must be verified.
 */
export async function isTaxExempt(db: Kysely<Database>, customerId: number, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('customers as c')
    .innerJoin('customer_documents as d', 'd.customer_id', 'c.id')
    .select('d.id')
    .where('c.id', '=', customerId)
    .where('c.customer_type', '=', 'Business')
    .where('c.is_tax_exempt', '=', 1)
    .where('d.doc_type', '=', 'tax_exempt')
    .where('d.status', '=', 'Approved')
    .where((eb) => eb.or([eb('d.expires_at', 'is', null), eb('d.expires_at', '>', now.toISOString())]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
