import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: unguessable and safe in a header or URL. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as their sha256, so a leaked database holds no usable session.
 * A fast hash is enough: the token has 256 bits of entropy, nothing to brute-force.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
