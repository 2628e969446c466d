import { randomUUID } from 'node:crypto';
import {
  AuthenticationRequiredError,
  InvalidCardError,
  PaymentDeclinedError,
  type PaymentProvider,
} from './payment-provider';

export type CardKind = 'ok' | 'declined' | 'insufficient_funds';

export type ContractSetup = {
  provider: () => PaymentProvider;
  /** A fresh token of a card that behaves as `kind` when charged. */
  tokenFor: (kind: CardKind) => Promise<string>;
  /**
   * For a provider with customers, and only then: confirms a card setup with a Visa ending 4242, as the
   * shopper's browser would (Stripe.js, or a test payment method with the secret key).
   */
  confirmCardSetup?: (setupId: string) => Promise<void>;
  /**
   * For a provider whose cards' banks can ask for 3-D Secure, and only where a test can
   * answer the challenge (the double): a token of a card whose bank asks at each charge,
   * and the shopper's answer as the browser gives it, with the charge's client secret.
   */
  threeDSecure?: { token: string; answer: (clientSecret: string, outcome: 'complete' | 'fail') => Promise<void> };
};

/**
 * What every payment provider must do, the same for the sandbox and for Stripe, so
 * the sandbox cannot drift from the real thing. Call inside a test file.
 */
export function describePaymentProviderContract(name: string, setup: ContractSetup): void {
  describe(`payment provider contract: ${name}`, () => {
    const key = () => `contract_${randomUUID()}`;
    /** A customer of the provider's own, where it keeps them (cards are attached to one). */
    const customerOf = async (provider: PaymentProvider) =>
      provider.customers?.create({ id: 1, email: 'contract@example.com', name: 'Contract Test' }, key());

    test('attaches a tokenised card and tells its brand, last 4 and expiry', async () => {
      const provider = setup.provider();
      const card = await provider.attachCard(await setup.tokenFor('ok'), await customerOf(provider));
      expect(card).toEqual({
        providerCardId: expect.any(String),
        brand: 'Visa',
        last4: '4242',
        expMonth: expect.any(Number),
        expYear: expect.any(Number),
        fingerprint: provider.customers ? expect.any(String) : null,
      });
    });

    test('rejects an unknown token as an invalid card', async () => {
      const provider = setup.provider();
      await expect(provider.attachCard('tok_does_not_exist', await customerOf(provider))).rejects.toBeInstanceOf(
        InvalidCardError,
      );
    });

    test('charges once per idempotency key and refunds once per key', async () => {
      const provider = setup.provider();
      const customer = await customerOf(provider);
      const card = await provider.attachCard(await setup.tokenFor('ok'), customer);
      const chargeKey = key();
      const input = {
        amountCents: 1_000,
        card: card.providerCardId,
        customer,
        idempotencyKey: chargeKey,
        description: 'contract',
      };
      const first = await provider.charge(input);
      expect(first.chargeId).toEqual(expect.any(String));
      expect(await provider.charge(input)).toEqual(first);

      const refundKey = key();
      const refund = await provider.refund({ chargeId: first.chargeId, amountCents: 400, idempotencyKey: refundKey });
      expect(refund.refundId).toEqual(expect.any(String));
      expect(await provider.refund({ chargeId: first.chargeId, amountCents: 400, idempotencyKey: refundKey })).toEqual(
        refund,
      );
    });

    test.each([
      ['declined', 'Your card was declined.'],
      ['insufficient_funds', 'Your card has insufficient funds.'],
    ] as const)('a %s card attaches but its charge is declined with the message', async (kind, message) => {
      const provider = setup.provider();
      const customer = await customerOf(provider);
      const card = await provider.attachCard(await setup.tokenFor(kind), customer);
      const charge = provider.charge({
        amountCents: 1_000,
        card: card.providerCardId,
        customer,
        idempotencyKey: key(),
        description: 'contract',
      });
      await expect(charge).rejects.toBeInstanceOf(PaymentDeclinedError);
      await expect(charge).rejects.toThrow(message);
    });

    if (setup.threeDSecure) describeThreeDSecure(setup, setup.threeDSecure, key, customerOf);

    // Only providers with customers of their own (Stripe) are given a way to confirm setups.
    if (!setup.confirmCardSetup) return;
    describe('customers (providers that keep them)', () => {
      test('one customer per idempotency key', async () => {
        const customers = setup.provider().customers!;
        const customerKey = key();
        const shopper = { id: 7, email: 'seven@example.com', name: 'Seven Shopper' };
        const first = await customers.create(shopper, customerKey);
        expect(await customers.create(shopper, customerKey)).toBe(first);
        expect(await customers.create(shopper, key())).not.toBe(first);
      });

      test('a confirmed setup tells its customer and its card, whose charge names that customer', async () => {
        const provider = setup.provider();
        const customers = provider.customers!;
        const customer = (await customerOf(provider))!;
        const started = await customers.startCardSetup(customer, 1);
        expect(started).toEqual({ setupId: expect.stringMatching(/^seti_/), clientSecret: expect.any(String) });
        expect(await customers.readCardSetup(started.setupId)).toEqual({
          customer,
          status: 'requires_payment_method',
          card: null,
        });

        await setup.confirmCardSetup!(started.setupId);
        const done = await customers.readCardSetup(started.setupId);
        expect(done).toEqual({
          customer,
          status: 'succeeded',
          card: expect.objectContaining({ brand: 'Visa', last4: '4242', fingerprint: expect.any(String) }),
        });
        await customers.setDefaultCard(customer, done!.card!.providerCardId);
        const charge = await provider.charge({
          amountCents: 500,
          card: done!.card!.providerCardId,
          customer,
          idempotencyKey: key(),
          description: 'contract',
        });
        expect(charge.chargeId).toEqual(expect.any(String));
      });

      test('the same card number has the same fingerprint each time it is saved; another card another', async () => {
        const provider = setup.provider();
        const customer = await customerOf(provider);
        const first = await provider.attachCard(await setup.tokenFor('ok'), customer);
        const again = await provider.attachCard(await setup.tokenFor('ok'), customer);
        const other = await provider.attachCard(await setup.tokenFor('declined'), customer);
        expect(again.providerCardId).not.toBe(first.providerCardId);
        expect(again.fingerprint).toBe(first.fingerprint);
        expect(other.fingerprint).not.toBe(first.fingerprint);
      });

      test("a charge not naming the card's customer finds it (cards saved before customers were stored)", async () => {
        const provider = setup.provider();
        const card = await provider.attachCard(await setup.tokenFor('ok'), await customerOf(provider));
        const charge = await provider.charge({
          amountCents: 300,
          card: card.providerCardId,
          idempotencyKey: key(),
          description: 'contract',
        });
        expect(charge.chargeId).toEqual(expect.any(String));
      });

      test('an unknown setup is null; detaching twice is done once; a detached card is no default', async () => {
        const provider = setup.provider();
        const customers = provider.customers!;
        expect(await customers.readCardSetup('seti_does_not_exist')).toBeNull();
        const customer = (await customerOf(provider))!;
        const card = await provider.attachCard(await setup.tokenFor('ok'), customer);
        await customers.detachCard(card.providerCardId);
        await customers.detachCard(card.providerCardId);
        await expect(customers.setDefaultCard(customer, card.providerCardId)).rejects.toBeInstanceOf(InvalidCardError);
      });
    });
  });
}

/** The contract of a charge that waits for the shopper's authentication (Stripe's 3-D Secure). */
function describeThreeDSecure(
  setup: ContractSetup,
  threeDSecure: NonNullable<ContractSetup['threeDSecure']>,
  key: () => string,
  customerOf: (provider: PaymentProvider) => Promise<string | undefined>,
): void {
  describe('3-D Secure (providers whose banks can ask)', () => {
    /** A charge on a card that asks, with what it was asked with. */
    async function waitingCharge() {
      const provider = setup.provider();
      const customer = await customerOf(provider);
      const card = await provider.attachCard(threeDSecure.token, customer);
      const input = {
        amountCents: 1_200,
        card: card.providerCardId,
        customer,
        idempotencyKey: key(),
        description: 'contract',
      };
      const waiting = await provider.charge(input).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(waiting).toBeInstanceOf(AuthenticationRequiredError);
      return { provider, input, waiting: waiting as AuthenticationRequiredError };
    }

    test('the charge waits for the shopper; the same key answers the same charge; completed, it succeeded', async () => {
      const { provider, input, waiting } = await waitingCharge();
      expect(waiting).toMatchObject({ chargeId: expect.any(String), clientSecret: expect.any(String) });
      const again = await provider.charge(input).catch((error: unknown) => error);
      expect(again).toMatchObject({ chargeId: waiting.chargeId, clientSecret: waiting.clientSecret });
      expect(await provider.authentications!.read(waiting.chargeId)).toEqual({ status: 'requires_action' });

      await threeDSecure.answer(waiting.clientSecret, 'complete');
      expect(await provider.authentications!.read(waiting.chargeId)).toEqual({ status: 'succeeded' });
      // Paid: it can no longer be canceled, and says so; its refund works as any charge's.
      expect(await provider.authentications!.cancel(waiting.chargeId)).toEqual({ status: 'succeeded' });
      await provider.refund({ chargeId: waiting.chargeId, amountCents: 1_200, idempotencyKey: key() });
    });

    test('a failed authentication is failed, in words for the shopper; canceled, it stays canceled', async () => {
      const { provider, waiting } = await waitingCharge();
      await threeDSecure.answer(waiting.clientSecret, 'fail');
      expect(await provider.authentications!.read(waiting.chargeId)).toEqual({
        status: 'failed',
        message: expect.stringMatching(/authentication/i),
      });
      expect(await provider.authentications!.cancel(waiting.chargeId)).toEqual({ status: 'canceled' });
      expect(await provider.authentications!.cancel(waiting.chargeId)).toEqual({ status: 'canceled' });
    });

    test('a charge canceled while it waits can no longer be completed', async () => {
      const { provider, waiting } = await waitingCharge();
      expect(await provider.authentications!.cancel(waiting.chargeId)).toEqual({ status: 'canceled' });
      await expect(threeDSecure.answer(waiting.clientSecret, 'complete')).rejects.toThrow();
      expect(await provider.authentications!.read(waiting.chargeId)).toEqual({ status: 'canceled' });
    });
  });
}
