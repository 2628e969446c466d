import type { Kysely } from 'kysely';
import type { LineCharge } from '../../db/line-charge';
import type { Database } from '../../db/types';
import type { PaymentProviderFor } from './payment-providers';

// The one way any refund of an order line is made (settlement, cancellation, return), so
// every refund lands in the ledger alike.

/** What the buyer paid for the line: goods, tax, shipping and fee. */
export function linePaidCents(line: LineCharge): number {
  return line.price_cents * line.quantity + line.tax_cents + line.shipping_cents + line.platform_fee_cents;
}

/**
 * Refunds `amountCents` of the line's order charge through the provider and records it
 * in the ledger. The idempotency key is deterministic per line and purpose, so a retry
 * (after a crash or a concurrent call) returns the provider's first refund instead of
 * refunding again, and the ledger's unique key keeps one row.
 */
export async function refundLine(
  executor: Kysely<Database>,
  providerFor: PaymentProviderFor,
  line: { id: number; order_id: number },
  amountCents: number,
  idempotencyKey: string,
  nowIso: string,
): Promise<void> {
  if (amountCents <= 0) return;
  const charge = await executor
    .selectFrom('payments')
    .select(['provider_id', 'provider'])
    .where('order_id', '=', line.order_id)
    .where('kind', '=', 'charge')
    .orderBy('id')
    .executeTakeFirst();
  if (!charge) throw new Error(`Order ${line.order_id} has no charge to refund`);
  const provider = providerFor(executor);
  const { refundId } = await provider.refund({ chargeId: charge.provider_id, amountCents, idempotencyKey });
  await executor
    .insertInto('payments')
    .values({
      kind: 'refund',
      amount_cents: amountCents,
      provider: provider.name,
      provider_id: refundId,
      order_id: line.order_id,
      order_line_id: line.id,
      idempotency_key: idempotencyKey,
      created_at: nowIso,
      // The sandbox's books are ours: its refund is done. An outside provider (Stripe) has
      // accepted it; its webhook events say how it ends (refund-states.ts).
      refund_state: provider.transactional ? 'succeeded' : 'accepted',
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}
