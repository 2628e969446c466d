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
};

export type ChargeInput = { amountCents: number; card: string; idempotencyKey: string; description: string };
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
  attachCard(token: string): Promise<AttachedCard>;
  /** Charging the same idempotencyKey again answers the first charge and never charges twice. */
  charge(input: ChargeInput): Promise<{ chargeId: string }>;
  refund(input: RefundInput): Promise<{ refundId: string }>;
}
