import { randomUUID } from 'node:crypto';
import { InvalidCardError, PaymentDeclinedError, type PaymentProvider } from './payment-provider';

export type CardKind = 'ok' | 'declined' | 'insufficient_funds';

export type ContractSetup = {
  provider: () => PaymentProvider;
  /** A fresh token of a card that behaves as `kind` when charged. */
  tokenFor: (kind: CardKind) => Promise<string>;
};

/**
 * What every payment provider must do, the same for the sandbox and for Stripe, so
 * the sandbox cannot drift from the real thing. Call inside a test file.
 */
export function describePaymentProviderContract(name: string, setup: ContractSetup): void {
  describe(`payment provider contract: ${name}`, () => {
    const key = () => `contract_${randomUUID()}`;

    test('attaches a tokenised card and tells its brand, last 4 and expiry', async () => {
      const card = await setup.provider().attachCard(await setup.tokenFor('ok'));
      expect(card).toEqual({
        providerCardId: expect.any(String),
        brand: 'Visa',
        last4: '4242',
        expMonth: expect.any(Number),
        expYear: expect.any(Number),
      });
    });

    test('rejects an unknown token as an invalid card', async () => {
      await expect(setup.provider().attachCard('tok_does_not_exist')).rejects.toBeInstanceOf(InvalidCardError);
    });

    test('charges once per idempotency key and refunds once per key', async () => {
      const provider = setup.provider();
      const card = await provider.attachCard(await setup.tokenFor('ok'));
      const chargeKey = key();
      const input = {
        amountCents: 1_000,
        card: card.providerCardId,
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
      const card = await provider.attachCard(await setup.tokenFor(kind));
      const charge = provider.charge({
        amountCents: 1_000,
        card: card.providerCardId,
        idempotencyKey: key(),
        description: 'contract',
      });
      await expect(charge).rejects.toBeInstanceOf(PaymentDeclinedError);
      await expect(charge).rejects.toThrow(message);
    });
  });
}
