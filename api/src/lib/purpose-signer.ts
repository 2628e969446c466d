import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for links that work without signing in (an invoice, an unsubscribe link): an
 * HMAC-SHA256 of `purpose` and an id under SIGNING_SECRET. Unguessable, bound to one id
 * and one purpose (an invoice token cannot unsubscribe anyone), and needing no storage.
 */
export type PurposeSigner = {
  token(id: number): string;
  verify(id: number, token: string): boolean;
};

export function createPurposeSigner(secret: string, purpose: string): PurposeSigner {
  const sign = (id: number) => createHmac('sha256', secret).update(`${purpose}\n${id}`).digest();
  return {
    token: (id) => sign(id).toString('hex'),
    verify(id, token) {
      if (!/^[0-9a-f]{64}$/.test(token)) return false;
      // Constant-time, so the token cannot be found byte by byte.
      return timingSafeEqual(sign(id), Buffer.from(token, 'hex'));
    },
  };
}
