import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type * as Otplib from 'otplib';

// The staff's second factor (RFC 6238 TOTP, 6 digits, 30 s, SHA-1: what every authenticator
// app reads from an otpauth:// link), by otplib 13 (docs/decisions.md "Staff roles and the
// audit log"). The secret is stored sealed with AES-256-GCM under a key derived from
// SIGNING_SECRET: a copy of the database alone cannot make codes.

/** The issuer authenticator apps show beside the account. */
const ISSUER = 'Group-buying shop';
/** A code of the previous or next 30 s is still taken: clocks drift, and typing takes time. */
const TOLERANCE_SECONDS = 30;
const SEAL_VERSION = 'v1';

/**
 * otplib, required when a second factor is first set up or checked, not by every start
 * (docs/decisions.md "Test suite time": heavy modules required on first use).
 */
function otplib(): typeof Otplib {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('otplib') as typeof Otplib;
}

export type TotpSecrets = ReturnType<typeof createTotpSecrets>;

export function createTotpSecrets(signingSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, 'staff-totp', 'totp secret seal', 32));

  function seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [
      SEAL_VERSION,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      sealed.toString('base64url'),
    ].join(':');
  }

  function open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== SEAL_VERSION || !iv || !tag || !data) throw new Error('Not a sealed TOTP secret');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  return {
    /** A new secret (160 bits, base32) for `email`: the secret, its otpauth:// link and its sealed form to store. */
    create(email: string): { secret: string; otpauthUrl: string; sealed: string } {
      const { generateSecret, generateURI } = otplib();
      const secret = generateSecret();
      return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: email, secret }), sealed: seal(secret) };
    },

    /**
     * The time step `code` is right for, or null: a wrong code, one of a step not after
     * `lastStep` (used already), or anything but six digits.
     */
    async check(sealed: string, code: string, lastStep: number | null, now: Date): Promise<number | null> {
      if (!/^\d{6}$/.test(code)) return null;
      const result = await otplib().verify({
        secret: open(sealed),
        token: code,
        epoch: Math.floor(now.getTime() / 1000),
        epochTolerance: TOLERANCE_SECONDS,
        ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
      });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    },
  };
}
