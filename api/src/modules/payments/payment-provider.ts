import { HttpError } from '../../lib/http-error';
import type { PaymentProviderName } from '../../db/types';

/** Card data as typed into the sandbox form; it only ever lives in memory. */
export type CardInput = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

/** The shape of a Stripe token: an id to hand to `attachCard`, and what may be shown. */
export type CardToken = { id: string; card: { brand: string; last4: string; expMonth: number; expYear: number } };

export type AttachedCard = {
  providerCardId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's fingerprint of the card number, the same each time that card is saved; null where it has none (the sandbox). */
  fingerprint: string | null;
};

export type ChargeInput = {
  amountCents: number;
  card: string;
  /**
   * The provider's customer the card is attached to, as stored with the card. Absent or
   * null: the sandbox, or a Stripe card saved before customers were stored, whose
   * customer Stripe is asked for.
   */
  customer?: string | null;
  idempotencyKey: string;
  description: string;
  /**
   * Set (the wallet's name, e.g. 'google_pay') when `card` is a wallet's one-time payment
   * method: the shopper is at the checkout, so the charge is confirmed on session, and the
   * method is not saved. Absent or null: a saved card, charged off session.
   */
  wallet?: string | null;
};
export type RefundInput = { chargeId: string; amountCents: number; idempotencyKey: string };

/** The card issuer said no; the message is the provider's and is shown to the customer as is. */
export class PaymentDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** A card or token the provider will not accept (bad number, expired, unknown token). */
export class InvalidCardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidCardError';
  }
}

/**
 * The provider could not be reached or failed (outage, timeout): a 503 whose message a
 * shopper or operator can read; the provider's own words stay in `cause` for the log.
 * `chargeMayExist` says whether a charge asked for may have been made anyway (the call
 * timed out or the answer was lost), so whoever asked must make sure it is given back.
 */
export class PaymentUnavailableError extends HttpError {
  constructor(
    detail: string,
    readonly chargeMayExist: boolean,
  ) {
    super(503, 'The payment service is not answering. Nothing was changed; please try again in a few minutes.');
    this.name = 'PaymentUnavailableError';
    this.cause = detail;
  }
}

/**
 * The card's bank wants the shopper to authenticate this charge (3-D Secure): nothing is
 * taken yet. The charge waits at the provider under `chargeId`; the shopper's browser
 * answers the bank's challenge with `clientSecret` (Stripe.js `handleNextAction`), after
 * which the provider tells how it ended (`ProviderAuthentications.read`).
 */
export class AuthenticationRequiredError extends Error {
  constructor(
    readonly chargeId: string,
    readonly clientSecret: string,
  ) {
    super('The card needs the shopper to authenticate this payment.');
    this.name = 'AuthenticationRequiredError';
  }
}

/**
 * Where a charge that asked for authentication stands: paid (`succeeded`); still waiting
 * for the shopper's answer to the bank (`requires_action`) or for the provider
 * (`processing`); `failed` (the authentication failed or the card was declined after it,
 * `message` in the provider's words); `canceled` (by the shop).
 */
export type ChargeState =
  { status: 'succeeded' | 'requires_action' | 'processing' | 'canceled' } | { status: 'failed'; message: string };

/** Reading and ending a charge that waits for the shopper's authentication (providers whose banks can ask: Stripe). */
export interface ProviderAuthentications {
  read(chargeId: string): Promise<ChargeState>;
  /**
   * Cancels the charge so it can never take money; answers its state after. A charge
   * that succeeded meanwhile cannot be canceled and answers `succeeded`; one canceled
   * already answers `canceled`.
   */
  cancel(chargeId: string): Promise<ChargeState>;
}

/** The shop customer a provider's customer stands for: what the merchant's dashboard shows. */
export type ShopCustomer = { id: number; email: string; name: string };

/** A card being saved with the shopper present: the browser confirms it with the client secret. */
export type CardSetup = { setupId: string; clientSecret: string };

/** What the provider says of a card setup: whose it is, how far it got, and its card once saved. */
export type CardSetupState = { customer: string | null; status: string; card: AttachedCard | null };

/**
 * What a provider with customers of its own (Stripe) does besides charging: one customer
 * per shopper, cards saved to it through a setup the shopper confirms in the browser (so
 * the bank may authenticate them then, not at a later off-session charge), detached when
 * removed, and its default card the shop's.
 */
export interface ProviderCustomers {
  /** Creates the shopper's customer; the same idempotency key answers the same customer. */
  create(customer: ShopCustomer, idempotencyKey: string): Promise<string>;
  startCardSetup(customer: string, shopCustomerId: number): Promise<CardSetup>;
  /** Null when the provider knows no such setup. */
  readCardSetup(setupId: string): Promise<CardSetupState | null>;
  /** Detaching a card detached already (or gone) is done, not an error: a retried removal goes through. */
  detachCard(card: string): Promise<void>;
  /** InvalidCardError when the card is not the customer's (any longer). */
  setDefaultCard(customer: string, card: string): Promise<void>;
}

/** A payment method the browser made from a wallet (Stripe.js `createPaymentMethod` after the wallet's sheet). */
export type WalletPaymentMethod = {
  /** The wallet, as the provider names it (`card.wallet.type`: 'apple_pay', 'google_pay', 'link', …); null: not a wallet's card. */
  wallet: string | null;
  /** The provider's customer it is attached to; null for a one-time method. */
  customer: string | null;
};

/** Paying with a wallet at checkout (providers whose browser side offers wallets: Stripe). */
export interface ProviderWallets {
  /** What the provider says of a payment method; null when it knows none of that id. */
  read(paymentMethod: string): Promise<WalletPaymentMethod | null>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * True when the provider's books live in the database executor it was built with,
   * so rolling back that transaction also voids a charge made in it. Otherwise a charge
   * outlives a rollback and has to be refunded.
   */
  readonly transactional: boolean;
  /** Only the sandbox tokenises cards itself; with Stripe the browser's Elements do. */
  createToken?(card: CardInput): Promise<CardToken>;
  /** Attaches a token's card, to the provider's `customer` where it keeps customers (Stripe must be given one). */
  attachCard(token: string, customer?: string): Promise<AttachedCard>;
  /** Only providers with customers of their own (Stripe). */
  readonly customers?: ProviderCustomers;
  /**
   * Charging the same idempotencyKey again answers the first charge and never charges twice.
   * Throws PaymentDeclinedError, or AuthenticationRequiredError where the card's bank may
   * ask for the shopper (only providers with `authentications`; the sandbox never asks).
   */
  charge(input: ChargeInput): Promise<{ chargeId: string }>;
  /** Only providers whose charges can wait for the shopper's authentication (Stripe). */
  readonly authentications?: ProviderAuthentications;
  /** Only providers that take wallets' one-time payment methods (Stripe). */
  readonly wallets?: ProviderWallets;
  refund(input: RefundInput): Promise<{ refundId: string }>;
}
