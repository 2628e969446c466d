import type { Kysely } from 'kysely';
import { lockCustomerRow } from '../../db/row-lock';
import type { Card, Database } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { InvalidCardError } from '../payments/payment-provider';
import type { PaymentProviderFor } from '../payments/payment-providers';
import {
  countCards,
  deleteCard,
  findCard,
  findSameCard,
  insertCard,
  listCards,
  makeDefault,
  newestCardId,
} from './cards.repository';
import type { CardView } from './card-view';

// Unknown and foreign ids get the same 404, so card ids cannot be enumerated.
const CARD_NOT_FOUND = 'Card not found';
const ALREADY_SAVED = 'This card is already saved.';

function toView(card: Card): CardView {
  return {
    id: card.id,
    card_holder_name: card.card_holder_name,
    card_number: `**** **** **** ${card.last4}`,
    brand: card.brand,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    default_card: card.is_default === 1,
  };
}

export function createCardsService(db: Kysely<Database>, providerFor: PaymentProviderFor) {
  return {
    async list(customerId: number): Promise<CardView[]> {
      return (await listCards(db, customerId)).map(toView);
    },

    /**
     * Saves a tokenised card; the first card, or one asked to be, becomes the default. A
     * card the customer has saved already is refused (409), checked under the customer's
     * row lock: the card form sent twice at once (each send with a token of its own) saves
     * the card once. The refused send's token is spent at the provider, as a used one is.
     */
    async add(
      customerId: number,
      input: { card_holder_name: string; default_card: boolean; token: string },
      now = new Date(),
    ): Promise<CardView> {
      const provider = providerFor(db);
      let attached;
      try {
        attached = await provider.attachCard(input.token);
      } catch (error) {
        if (error instanceof InvalidCardError) throw badRequest(error.message);
        throw error;
      }
      const card = await db.transaction().execute(async (trx) => {
        await lockCustomerRow(trx, customerId);
        const facts = {
          brand: attached.brand,
          last4: attached.last4,
          exp_month: attached.expMonth,
          exp_year: attached.expYear,
        };
        if (await findSameCard(trx, customerId, facts)) throw new HttpError(409, ALREADY_SAVED);
        const isDefault = input.default_card || (await countCards(trx, customerId)) === 0;
        const inserted = await insertCard(trx, {
          customer_id: customerId,
          provider: provider.name,
          provider_card_id: attached.providerCardId,
          card_holder_name: input.card_holder_name,
          ...facts,
          is_default: 0,
          created_at: now.toISOString(),
        });
        if (isDefault) await makeDefault(trx, customerId, inserted.id);
        return { ...inserted, is_default: isDefault ? 1 : 0 };
      });
      return toView(card);
    },

    async setDefault(customerId: number, cardId: number): Promise<void> {
      if (!(await findCard(db, customerId, cardId))) throw notFound(CARD_NOT_FOUND);
      await db.transaction().execute(async (trx) => {
        await lockCustomerRow(trx, customerId);
        // Removed meanwhile: the default must not point at nothing.
        if (!(await findCard(trx, customerId, cardId))) throw notFound(CARD_NOT_FOUND);
        await makeDefault(trx, customerId, cardId);
      });
    },

    /** Removes a card; when it was the default, the newest remaining card takes over. */
    async remove(customerId: number, cardId: number): Promise<void> {
      if (!(await findCard(db, customerId, cardId))) throw notFound(CARD_NOT_FOUND);
      await db.transaction().execute(async (trx) => {
        await lockCustomerRow(trx, customerId);
        const card = await findCard(trx, customerId, cardId);
        if (!card) throw notFound(CARD_NOT_FOUND);
        await deleteCard(trx, customerId, cardId);
        if (card.is_default !== 1) return;
        const next = await newestCardId(trx, customerId);
        if (next !== undefined) await makeDefault(trx, customerId, next);
      });
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
