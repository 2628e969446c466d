import type { Kysely } from 'kysely';
import type { Database, StripeEventsTable } from '../../db/types';
import { keyset } from '../../lib/keyset-paging';
import { readListPage, type ListPage, type ListPageRequest } from '../../lib/paging';

// Stripe's events as stored (docs/decisions.md "Stripe webhooks"): written once by their id
// when they arrive, claimed one at a time by the stripe-events job, and listed for operators
// beside the ledger with the disputes they recorded.

export type StoredEvent = {
  eventId: string;
  type: string;
  objectId: string | null;
  payload: string;
  eventCreatedAt: string;
  receivedAt: string;
};

/** Stores the event once: true when it is new, false for a redelivery of one stored already. */
export async function storeEvent(db: Kysely<Database>, event: StoredEvent): Promise<boolean> {
  const inserted = await db
    .insertInto('stripe_events')
    .values({
      event_id: event.eventId,
      type: event.type,
      object_id: event.objectId,
      payload: event.payload,
      event_created_at: event.eventCreatedAt,
      received_at: event.receivedAt,
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export type ClaimedEvent = Pick<
  StripeEventsTable,
  'event_id' | 'type' | 'payload' | 'event_created_at' | 'received_at'
> & { id: number; attempts: number; claimed_at: string };

/**
 * The events due, oldest first (the order they arrived in): not processed, not waiting
 * for later, and not claimed by a run still within `staleBefore`.
 */
export function dueEvents(db: Kysely<Database>, nowIso: string, staleBefore: string, limit: number) {
  return db
    .selectFrom('stripe_events')
    .select(['id', 'claimed_at'])
    .where('processed_at', 'is', null)
    .where((eb) => eb.or([eb('process_after', 'is', null), eb('process_after', '<=', nowIso)]))
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims one event for this run by a guarded update on the claim it had when read: of
 * several runs (instances) reading it at once, exactly one changes the row. Undefined when
 * another run took it first.
 */
export async function claimEvent(
  db: Kysely<Database>,
  due: { id: number; claimed_at: string | null },
  claimIso: string,
): Promise<ClaimedEvent | undefined> {
  const claimed = await db
    .updateTable('stripe_events')
    .set((eb) => ({ claimed_at: claimIso, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', due.id)
    .where('processed_at', 'is', null)
    .where('claimed_at', due.claimed_at === null ? 'is' : '=', due.claimed_at)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return undefined;
  const row = await db
    .selectFrom('stripe_events')
    .select(['id', 'event_id', 'type', 'payload', 'event_created_at', 'received_at', 'attempts', 'claimed_at'])
    .where('id', '=', due.id)
    .executeTakeFirstOrThrow();
  return { ...row, claimed_at: claimIso };
}

/** Thrown inside an event's transaction when its claim was taken over (a stale run): its work rolls back. */
export class ClaimLostError extends Error {
  constructor(eventId: string) {
    super(`The claim on Stripe event ${eventId} was taken over by another run`);
    this.name = 'ClaimLostError';
  }
}

/** Marks the claimed event processed with its outcome, in the transaction of its effects. */
export async function finishEvent(
  trx: Kysely<Database>,
  event: ClaimedEvent,
  outcome: string,
  nowIso: string,
): Promise<void> {
  const done = await trx
    .updateTable('stripe_events')
    .set({ processed_at: nowIso, outcome: outcome.slice(0, 1000), last_error: null })
    .where('id', '=', event.id)
    .where('claimed_at', '=', event.claimed_at)
    .where('processed_at', 'is', null)
    .executeTakeFirst();
  if (done.numUpdatedRows === 0n) throw new ClaimLostError(event.event_id);
}

/** Puts the claimed event back, to be looked at again from `after`, saying why it waits. */
export async function postponeEvent(
  db: Kysely<Database>,
  event: ClaimedEvent,
  after: string,
  why: string,
): Promise<void> {
  await db
    .updateTable('stripe_events')
    .set({ process_after: after, claimed_at: null, outcome: why.slice(0, 1000) })
    .where('id', '=', event.id)
    .where('claimed_at', '=', event.claimed_at)
    .execute();
}

/**
 * Puts the claimed event back after a failure, to be tried again from `retryAt` (a wait
 * that grows with its tries, so an outage does not use them all up at once), or gives it up.
 */
export async function failEvent(
  db: Kysely<Database>,
  event: ClaimedEvent,
  error: string,
  nowIso: string,
  retryAt: string,
  giveUp: boolean,
): Promise<void> {
  await db
    .updateTable('stripe_events')
    .set({
      claimed_at: null,
      process_after: retryAt,
      last_error: error.slice(0, 1000),
      ...(giveUp && {
        processed_at: nowIso,
        outcome: `Given up after ${event.attempts} tries: ${error}`.slice(0, 1000),
      }),
    })
    .where('id', '=', event.id)
    .where('claimed_at', '=', event.claimed_at)
    .execute();
}

// ─── Operators' lists ────────────────────────────────────────────────────────────────

export type StripeEventRow = {
  id: number;
  event_id: string;
  type: string;
  object_id: string | null;
  event_created_at: string;
  received_at: string;
  process_after: string | null;
  processed_at: string | null;
  outcome: string | null;
  attempts: number;
  last_error: string | null;
};

/** Newest first, by id (the order of arrival, reversed). */
const EVENT_ORDER = keyset<{ id: number }>('stripe-events', [
  { column: 'id', type: 'integer', direction: 'desc', of: (row) => row.id },
]);

export async function stripeEventPage(
  db: Kysely<Database>,
  paging: ListPageRequest,
): Promise<{ page: ListPage<StripeEventRow>; total: number }> {
  const query = db
    .selectFrom('stripe_events')
    .select([
      'id',
      'event_id',
      'type',
      'object_id',
      'event_created_at',
      'received_at',
      'process_after',
      'processed_at',
      'outcome',
      'attempts',
      'last_error',
    ]);
  const [page, count] = await Promise.all([
    readListPage(EVENT_ORDER, query, paging),
    db
      .selectFrom('stripe_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { page, total: Number(count.n) };
}

export type DisputeRow = {
  id: number;
  dispute_id: string;
  payment_intent_id: string | null;
  order_id: number | null;
  customer_id: number | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  amount_cents: number;
  currency: string;
  reason: string;
  status: string;
  opened_at: string;
  closed_at: string | null;
  updated_at: string;
};

const DISPUTE_ORDER = keyset<{ id: number }>('disputes', [
  { column: 'd.id', type: 'integer', direction: 'desc', of: (row) => row.id },
]);

export async function disputePage(
  db: Kysely<Database>,
  paging: ListPageRequest,
): Promise<{ page: ListPage<DisputeRow>; total: number }> {
  const query = db
    .selectFrom('disputes as d')
    .leftJoin('customers as c', 'c.id', 'd.customer_id')
    .select([
      'd.id',
      'd.dispute_id',
      'd.payment_intent_id',
      'd.order_id',
      'd.customer_id',
      'c.email',
      'c.first_name',
      'c.last_name',
      'd.amount_cents',
      'd.currency',
      'd.reason',
      'd.status',
      'd.opened_at',
      'd.closed_at',
      'd.updated_at',
    ]);
  const [page, count] = await Promise.all([
    readListPage(DISPUTE_ORDER, query, paging),
    db
      .selectFrom('disputes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { page, total: Number(count.n) };
}
