import { createPurposeSigner } from '../../lib/purpose-signer';

// An invoice link works without signing in (it is mailed and shared with accountants),
// so its token is an HMAC of the order id under SIGNING_SECRET (lib/purpose-signer.ts):
// unguessable, cannot be moved to another order, and needs no storage. Invoices do not expire.

export type InvoiceSigner = {
  token(orderId: number): string;
  /** `/invoice?orderid=<id>&token=<hmac>`: the web's public invoice page. */
  url(orderId: number): string;
  verify(orderId: number, token: string): boolean;
};

export function createInvoiceSigner(secret: string): InvoiceSigner {
  const signer = createPurposeSigner(secret, 'invoice');
  return {
    token: signer.token,
    url: (orderId) => `/invoice?orderid=${orderId}&token=${signer.token(orderId)}`,
    verify: signer.verify,
  };
}
