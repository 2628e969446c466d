import type { Kysely } from 'kysely';
import type { Database, PaymentProviderName } from '../../db/types';
import { badRequest, notFound } from '../../lib/http-error';
import { findCard } from '../cards/cards.repository';
import type { PaymentProvider } from '../payments/payment-provider';
import { providerCustomerOf, storedProviderCustomer } from '../payments/provider-customer';

/**
 * What pays an order: a saved card, charged off session, or a wallet's one-time payment
 * method (Apple Pay, Google Pay, Link through Stripe's Express Checkout Element), charged
 * with the shopper present and never saved (docs/decisions.md "Wallets"). The order row
 * keeps the card, or the wallet's name and no card.
 */
export type OrderPayer = {
  /** `orders.card_id`: the saved card; null for a wallet. */
  cardId: number | null;
  /** `orders.wallet`: the wallet as the provider names it; null for a saved card. */
  wallet: string | null;
  /** The provider the method belongs to. */
  provider: PaymentProviderName;
  /** The provider's payment method (a saved card's `provider_card_id`, or the wallet's `pm_…`). */
  method: string;
  /** The provider's customer the charge names (Stripe's Customer); null where there is none. */
  customer: string | null;
};

const WALLETS_NEED_STRIPE = 'payment_method is only accepted when the shop takes payments through Stripe';
const NOT_A_WALLET =
  "payment_method must be a wallet's payment method (Apple Pay, Google Pay or Link); pay with a saved card through card_id";
const METHOD_NOT_FOUND = 'Payment method not found';

/** The customer's saved card; another customer's is the same 404 as an unknown id. */
export async function savedCardPayer(db: Kysely<Database>, customerId: number, cardId: number): Promise<OrderPayer> {
  const card = await findCard(db, customerId, cardId);
  if (!card) throw notFound('Card not found');
  return {
    cardId: card.id,
    wallet: null,
    provider: card.provider,
    method: card.provider_card_id,
    // The Stripe Customer stored with the card: Stripe is not asked whose card it is.
    customer: card.provider_customer_id,
  };
}

/**
 * A wallet's payment method, as the provider tells it, never as the client says: it must
 * be a wallet's card (a typed card is saved through a SetupIntent first, so its bank
 * authenticates it), and no other Customer's (another shopper's, or unknown: the same 404).
 * The charge names the shopper's own Stripe Customer, made now if they have none yet, so
 * the merchant's dashboard shows the payment on the shopper's Customer.
 */
export async function walletPayer(
  db: Kysely<Database>,
  provider: PaymentProvider,
  customerId: number,
  paymentMethod: string,
): Promise<OrderPayer> {
  if (!provider.wallets || !provider.customers) throw badRequest(WALLETS_NEED_STRIPE);
  const method = await provider.wallets.read(paymentMethod);
  if (!method) throw notFound(METHOD_NOT_FOUND);
  if (method.customer !== null && method.customer !== (await storedProviderCustomer(db, customerId))) {
    throw notFound(METHOD_NOT_FOUND);
  }
  if (!method.wallet) throw badRequest(NOT_A_WALLET);
  const customer = await providerCustomerOf(db, provider.customers, customerId);
  return { cardId: null, wallet: method.wallet, provider: provider.name, method: paymentMethod, customer };
}
