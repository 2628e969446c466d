import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Card, CardsTable, Database } from '../../db/types';

/** The customer's cards, newest first. */
export async function listCards(db: Kysely<Database>, customerId: number): Promise<Card[]> {
  return db
    .selectFrom('cards')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A card of this customer only: another customer's id finds nothing. */
export async function findCard(db: Kysely<Database>, customerId: number, cardId: number): Promise<Card | undefined> {
  return db
    .selectFrom('cards')
    .selectAll()
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/**
 * A saved card of this customer that is the same card. Stripe's fingerprint of the number
 * says so exactly, whatever the expiry. Without one (the sandbox, Stripe cards saved
 * before fingerprints were kept), brand, last 4 and expiry, all we keep of a card
 * (docs/decisions.md, "Accounts, commerce and admin"), tell one customer's cards apart.
 */
export async function findSameCard(
  trx: Transaction<Database>,
  customerId: number,
  card: Pick<Card, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'fingerprint'>,
): Promise<Card | undefined> {
  const { fingerprint } = card;
  return trx
    .selectFrom('cards')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where((eb) => {
      const sameFacts = eb.and([
        eb('brand', '=', card.brand),
        eb('last4', '=', card.last4),
        eb('exp_month', '=', card.exp_month),
        eb('exp_year', '=', card.exp_year),
      ]);
      if (!fingerprint) return sameFacts;
      return eb.or([eb('fingerprint', '=', fingerprint), eb.and([eb('fingerprint', 'is', null), sameFacts])]);
    })
    .executeTakeFirst();
}

export async function countCards(trx: Transaction<Database>, customerId: number): Promise<number> {
  const { count } = await trx
    .selectFrom('cards')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertCard(trx: Transaction<Database>, row: Insertable<CardsTable>): Promise<Card> {
  return trx.insertInto('cards').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Makes one card the default and every other card of the customer not. */
export async function makeDefault(trx: Transaction<Database>, customerId: number, cardId: number): Promise<void> {
  await trx.updateTable('cards').set({ is_default: 0 }).where('customer_id', '=', customerId).execute();
  await trx
    .updateTable('cards')
    .set({ is_default: 1 })
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .execute();
}

export async function deleteCard(trx: Transaction<Database>, customerId: number, cardId: number): Promise<void> {
  await trx.deleteFrom('cards').where('id', '=', cardId).where('customer_id', '=', customerId).execute();
}

export async function newestCardId(trx: Transaction<Database>, customerId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('cards')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
