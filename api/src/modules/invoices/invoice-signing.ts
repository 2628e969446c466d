import { createHmac, timingSafeEqual } from 'node:crypto';

// An invoice link works without signing in (it is mailed and shared with accountants),
// so its token is an HMAC of the order id under SIGNING_SECRET: unguessable, cannot be
// moved to another order, and needs no storage. Invoices do not expire.

export type InvoiceSigner = {
  token(orderId: number): string;
  /** `/invoice?orderid=<id>&token=<hmac>`: the web's public invoice page. */
  url(orderId: number): string;
  verify(orderId: number, token: string): boolean;
};

export function createInvoiceSigner(secret: string): InvoiceSigner {
  const sign = (orderId: number) => createHmac('sha256', secret).update(`invoice\n${orderId}`).digest();
  return {
    token: (orderId) => sign(orderId).toString('hex'),
    url: (orderId) => `/invoice?orderid=${orderId}&token=${sign(orderId).toString('hex')}`,
    verify(orderId, token) {
      if (!/^[0-9a-f]{64}$/.test(token)) return false;
      // Constant-time, so the token cannot be found byte by byte.
      return timingSafeEqual(sign(orderId), Buffer.from(token, 'hex'));
    },
  };
}
