import type { Kysely } from 'kysely';
import type { Config } from '../../config/config';
import type { Customer, Database, Role } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { hashToken, newToken } from '../../lib/token';
import {
  clearFailedLogins,
  deleteSession,
  findCustomerByEmail,
  findCustomerById,
  findCustomerZip,
  findLiveSession,
  forgetLoginAttempt,
  insertSession,
  replacePasswordHash,
} from './auth.repository';
import { rememberLoginAddress } from './login-addresses.repository';
import { claimLoginAttempt, knownAddressSince, windowStart } from './login-throttle';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password';
import type { LoginAnswer, SessionUser, SessionView } from './session-view';

/** Who a request belongs to, set by the auth hook. */
export type AuthContext = { sessionId: number; customerId: number; role: Role; expiresAt: string };

// One message for an unknown e-mail and a wrong password, so accounts cannot be probed.
const INVALID_CREDENTIALS = 'Invalid email or password';

function toSessionUser(customer: Customer, zip: string | null): SessionUser {
  return {
    customer_id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    name: `${customer.first_name} ${customer.last_name}`,
    email: customer.email,
    company_name: customer.company_name,
    title: customer.title,
    phone_number: customer.phone_number,
    customer_type: customer.customer_type,
    zip_code: zip,
  };
}

export function createAuthService(db: Kysely<Database>, config: Pick<Config, 'sessionTtlHours'>) {
  return {
    async login(input: { email: string; password: string }, ip: string, now = new Date()): Promise<LoginAnswer> {
      const attemptId = await claimLoginAttempt(db, input.email, ip, now);

      const customer = await findCustomerByEmail(db, input.email);
      const passwordOk = customer
        ? await verifyPassword(input.password, customer.password_hash)
        : await burnPasswordCheck(input.password);
      // A wrong password keeps its attempt row: that row is the failure counted.
      if (!customer || !passwordOk) throw badRequest(INVALID_CREDENTIALS);
      // Checked only after the password, so it reveals nothing to someone guessing.
      if (customer.email_verified_at === null) {
        await forgetLoginAttempt(db, attemptId);
        throw badRequest('Please verify your email address before logging in.');
      }

      // A bcrypt hash (or scrypt with older parameters) is made again while the password is
      // at hand: the next login's check then runs off the event loop (docs/decisions.md
      // "Password hashing").
      if (needsRehash(customer.password_hash)) {
        await replacePasswordHash(db, customer.id, customer.password_hash, await hashPassword(input.password));
      }
      await clearFailedLogins(db, customer.email, ip, windowStart(now));
      // This address is now one the owner uses: the account-wide ceiling spares it.
      await rememberLoginAddress(db, customer.id, ip, now.toISOString(), knownAddressSince(now));
      const token = newToken();
      await insertSession(db, {
        customer_id: customer.id,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + config.sessionTtlHours * 3_600_000).toISOString(),
        created_at: now.toISOString(),
      });
      const zip = await findCustomerZip(db, customer.id);
      return { token, zip_code: zip, role: customer.role, user: toSessionUser(customer, zip) };
    },

    /** The live session behind a token, or null when the token is unknown or expired. */
    async authenticate(token: string, now = new Date()): Promise<AuthContext | null> {
      const session = await findLiveSession(db, hashToken(token), now.toISOString());
      return session
        ? {
            sessionId: session.session_id,
            customerId: session.customer_id,
            role: session.role,
            expiresAt: session.expires_at,
          }
        : null;
    },

    /** Logout: the session ends on the server, so a copy of the token is worth nothing. */
    async logout(auth: AuthContext): Promise<void> {
      await deleteSession(db, auth.sessionId);
    },

    async sessionView(auth: AuthContext): Promise<SessionView | null> {
      const [customer, zip] = await Promise.all([
        findCustomerById(db, auth.customerId),
        findCustomerZip(db, auth.customerId),
      ]);
      if (!customer) return null;
      return { zip_code: zip, role: customer.role, expires_at: auth.expiresAt, user: toSessionUser(customer, zip) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
