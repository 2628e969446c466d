import { createHmac } from 'node:crypto';

// A TOTP code as an authenticator app makes it (RFC 6238: HMAC-SHA1 over the 30-second
// step, six digits) from the base32 secret the console shows, so a browser test can set up
// two-step sign-in and sign in with it. Written out here: otplib ships ESM-only hashes the
// e2e jest does not compile, and the algorithm is a few lines.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The code of the step `offset` steps from now (0: the current one, 1: the next). */
export function totpCode(secret: string, offset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const start = digest[digest.length - 1]! & 0x0f;
  const number = (digest.readUInt32BE(start) & 0x7fffffff) % 1_000_000;
  return String(number).padStart(6, '0');
}
