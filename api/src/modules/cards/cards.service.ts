import type { Kysely } from 'kysely';
import { lockCustomerRow } from '../../db/row-lock';
import type { Card, Database } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { InvalidCardError, type AttachedCard, type PaymentProvider } from '../payments/payment-provider';
import type { PaymentProviderFor } from '../payments/payment-providers';
import { providerCustomerOf, storedProviderCustomer } from '../payments/provider-customer';
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
import type { CardSetupView, CardView } from './card-view';

// Unknown and foreign ids get the same 404, so card ids cannot be enumerated.
const CARD_NOT_FOUND = 'Card not found';
// The same for card setups: another shopper's SetupIntent is as unknown as a made-up one.
const SETUP_NOT_FOUND = 'Card setup not found';
const ALREADY_SAVED = 'This card is already saved.';
// The sandbox saves cards from its own tokens (POST payments/sandbox/tokens), not through setups.
const NO_SETUPS = 'Card setups are only for payments through Stripe';

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

type NewCard = { card_holder_name: string; default_card: boolean };

/** The provider's customer half (Stripe's), which only the card setup routes need. */
function customersOf(provider: PaymentProvider) {
  if (!provider.customers) throw notFound(NO_SETUPS);
  return provider.customers;
}

export function createCardsService(db: Kysely<Database>, providerFor: PaymentProviderFor) {
  /**
   * Saves a card the provider has attached; the first card, or one asked to be, becomes
   * the default. A card the customer has saved already is refused (409), checked under
   * the customer's row lock: the card form sent twice at once saves the card once. A
   * refused Stripe card is detached again, so the Customer does not keep the duplicate
   * (unless it is the very PaymentMethod saved already: the same setup sent twice).
   */
  async function save(
    customerId: number,
    provider: PaymentProvider,
    attached: AttachedCard,
    providerCustomer: string | null,
    input: NewCard,
    now: Date,
  ): Promise<CardView> {
    const facts = {
      brand: attached.brand,
      last4: attached.last4,
      exp_month: attached.expMonth,
      exp_year: attached.expYear,
      fingerprint: attached.fingerprint,
    };
    let duplicateOf: Card | undefined;
    const card = await db.transaction().execute(async (trx) => {
      await lockCustomerRow(trx, customerId);
      duplicateOf = await findSameCard(trx, customerId, facts);
      if (duplicateOf) return undefined;
      const isDefault = input.default_card || (await countCards(trx, customerId)) === 0;
      const inserted = await insertCard(trx, {
        customer_id: customerId,
        provider: provider.name,
        provider_card_id: attached.providerCardId,
        provider_customer_id: providerCustomer,
        card_holder_name: input.card_holder_name,
        ...facts,
        is_default: 0,
        created_at: now.toISOString(),
      });
      if (isDefault) await makeDefault(trx, customerId, inserted.id);
      return { ...inserted, is_default: isDefault ? 1 : 0 };
    });
    if (!card) {
      if (provider.customers && duplicateOf?.provider_card_id !== attached.providerCardId) {
        // The answer is the 409 either way; a PaymentMethod left attached is only a
        // duplicate in the merchant's dashboard, never charged.
        await provider.customers.detachCard(attached.providerCardId).catch(() => undefined);
      }
      throw new HttpError(409, ALREADY_SAVED);
    }
    if (card.is_default === 1) await followDefault(provider, customerId);
    return toView(card);
  }

  /**
   * Makes Stripe's default the shop's, after a change in the shop. It never decides a
   * charge (every charge names its card), so when Stripe is down at that moment the
   * change stands and Stripe's default catches up at the next one.
   */
  async function followDefault(provider: PaymentProvider, customerId: number): Promise<void> {
    if (!provider.customers) return;
    const card = await db
      .selectFrom('cards')
      .select(['provider', 'provider_card_id', 'provider_customer_id'])
      .where('customer_id', '=', customerId)
      .where('is_default', '=', 1)
      .executeTakeFirst();
    if (!card?.provider_customer_id || card.provider !== provider.name) return;
    await provider.customers.setDefaultCard(card.provider_customer_id, card.provider_card_id).catch(() => undefined);
  }

  return {
    async list(customerId: number): Promise<CardView[]> {
      return (await listCards(db, customerId)).map(toView);
    },

    /** Saves a tokenised card (the sandbox form's token, or a Stripe.js token from an API client). */
    async add(customerId: number, input: NewCard & { token: string }, now = new Date()): Promise<CardView> {
      const provider = providerFor(db);
      const providerCustomer = provider.customers ? await providerCustomerOf(db, provider.customers, customerId) : null;
      let attached;
      try {
        attached = await provider.attachCard(input.token, providerCustomer ?? undefined);
      } catch (error) {
        if (error instanceof InvalidCardError) throw badRequest(error.message);
        throw error;
      }
      return save(customerId, provider, attached, providerCustomer, input, now);
    },

    /**
     * Starts saving a card with Stripe: a SetupIntent for the shopper's Customer (made now
     * if this is their first card), whose client secret the browser confirms the card with.
     */
    async startSetup(customerId: number): Promise<CardSetupView> {
      const customers = customersOf(providerFor(db));
      const customer = await providerCustomerOf(db, customers, customerId);
      const setup = await customers.startCardSetup(customer, customerId);
      return { setup_intent: setup.setupId, client_secret: setup.clientSecret };
    },

    /**
     * Saves the card of a SetupIntent the browser confirmed. Stripe is asked, never the
     * client: the setup must be this shopper's Customer's and have succeeded, and the
     * brand, last 4, expiry and fingerprint are Stripe's.
     */
    async addFromSetup(
      customerId: number,
      input: NewCard & { setup_intent: string },
      now = new Date(),
    ): Promise<CardView> {
      const provider = providerFor(db);
      const customers = customersOf(provider);
      const own = await storedProviderCustomer(db, customerId);
      const setup = own ? await customers.readCardSetup(input.setup_intent) : null;
      if (!setup || setup.customer !== own) throw notFound(SETUP_NOT_FOUND);
      if (setup.status !== 'succeeded' || !setup.card) {
        throw badRequest(`setup_intent has not succeeded (its status is ${setup.status}); confirm it first`);
      }
      return save(customerId, provider, setup.card, own, input, now);
    },

    /** Makes a card the default, at Stripe first (when Stripe is down nothing changes). */
    async setDefault(customerId: number, cardId: number): Promise<void> {
      const card = await findCard(db, customerId, cardId);
      if (!card) throw notFound(CARD_NOT_FOUND);
      const provider = providerFor(db);
      if (provider.customers && card.provider === provider.name && card.provider_customer_id) {
        try {
          await provider.customers.setDefaultCard(card.provider_customer_id, card.provider_card_id);
        } catch (error) {
          // Detached by a removal meanwhile.
          if (error instanceof InvalidCardError) throw notFound(CARD_NOT_FOUND);
          throw error;
        }
      }
      await db.transaction().execute(async (trx) => {
        await lockCustomerRow(trx, customerId);
        // Removed meanwhile: the default must not point at nothing.
        if (!(await findCard(trx, customerId, cardId))) throw notFound(CARD_NOT_FOUND);
        await makeDefault(trx, customerId, cardId);
      });
    },

    /**
     * Removes a card, detaching it at Stripe first (when Stripe is down nothing changes;
     * a retry detaches nothing twice); when it was the default, the newest remaining card
     * takes over, at Stripe too.
     */
    async remove(customerId: number, cardId: number): Promise<void> {
      const found = await findCard(db, customerId, cardId);
      if (!found) throw notFound(CARD_NOT_FOUND);
      const provider = providerFor(db);
      if (provider.customers && found.provider === provider.name) {
        await provider.customers.detachCard(found.provider_card_id);
      }
      const movedDefault = await db.transaction().execute(async (trx) => {
        await lockCustomerRow(trx, customerId);
        const card = await findCard(trx, customerId, cardId);
        if (!card) throw notFound(CARD_NOT_FOUND);
        await deleteCard(trx, customerId, cardId);
        if (card.is_default !== 1) return false;
        const next = await newestCardId(trx, customerId);
        if (next !== undefined) await makeDefault(trx, customerId, next);
        return next !== undefined;
      });
      if (movedDefault) await followDefault(provider, customerId);
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
