import type { Kysely } from 'kysely';
import type { Config } from '../../config/config';
import type { Customer, Database, Role, StaffRole } from '../../db/types';
import { HttpError, badRequest } from '../../lib/http-error';
import { hashToken, newToken } from '../../lib/token';
import { endSession } from '../sessions/sessions.repository';
import {
  clearFailedLogins,
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
import { permissionsOf, type Permission } from '../staff/permissions';
import { acceptTotpStep, findStaffMember, requiresTotp } from '../staff/staff.repository';
import { createTotpSecrets } from '../staff/totp';
import type { LoginAnswer, SessionUser, SessionView } from './session-view';
import type { SessionRow } from './auth.repository';

/** Who a request belongs to, set by the auth hook. */
export type AuthContext = {
  sessionId: number;
  customerId: number;
  email: string;
  role: Role;
  expiresAt: string;
  /** Staff only: their role, null for a shopper. */
  staffRole: StaffRole | null;
  staffDisabled: boolean;
  totpEnabled: boolean;
  /** The shop requires TOTP and this staff member has not set it up: no permission until they do. */
  totpSetupRequired: boolean;
  /** What this session may do on the admin routes (staff/permissions.ts); none for a shopper. */
  permissions: readonly Permission[];
};

/** A login that needs the staff member's TOTP code: the client recognises `data.code`. */
export const TOTP_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const TOTP_INVALID = 'That code is wrong or has expired. Enter the current 6-digit code.';
export const STAFF_DISABLED = 'This staff account is disabled. Ask an owner to enable it.';

/** What decides a staff member's access, as a session's row carries it. */
function staffAccess(
  row: Pick<SessionRow, 'role' | 'staff_role' | 'disabled_at' | 'totp_enabled_at' | 'require_totp'>,
) {
  const staffRole = row.role === 'admin' ? row.staff_role : null;
  const staffDisabled = staffRole !== null && row.disabled_at !== null;
  const totpEnabled = staffRole !== null && row.totp_enabled_at !== null;
  const totpSetupRequired = staffRole !== null && row.require_totp === 1 && !totpEnabled;
  return {
    staffRole,
    staffDisabled,
    totpEnabled,
    totpSetupRequired,
    permissions: staffDisabled || totpSetupRequired ? [] : permissionsOf(staffRole),
  };
}

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

/** The staff half of the login and session answers. */
function staffFields(access: Pick<AuthContext, 'staffRole' | 'permissions' | 'totpEnabled' | 'totpSetupRequired'>) {
  return {
    staff_role: access.staffRole,
    permissions: [...access.permissions],
    totp_enabled: access.totpEnabled,
    totp_setup_required: access.totpSetupRequired,
  };
}

export function createAuthService(db: Kysely<Database>, config: Pick<Config, 'sessionTtlHours' | 'signingSecret'>) {
  const totp = createTotpSecrets(config.signingSecret);

  /**
   * A staff member's second step, after the right password: a disabled account is refused;
   * with TOTP on, the code is required and checked, each code once. A missing or wrong code
   * keeps the attempt row, a failure counted by the login throttle.
   */
  async function checkStaff(customerId: number, totpCode: string | undefined, attemptId: number, now: Date) {
    const staff = await findStaffMember(db, customerId);
    if (!staff) return;
    if (staff.disabled_at !== null) {
      await forgetLoginAttempt(db, attemptId);
      throw new HttpError(403, STAFF_DISABLED, { code: 'STAFF_DISABLED' });
    }
    if (staff.totp_enabled_at === null || staff.totp_secret === null) return;
    if (totpCode === undefined) throw new HttpError(401, TOTP_REQUIRED, { code: 'TOTP_REQUIRED' });
    const step = await totp.check(staff.totp_secret, totpCode, staff.totp_last_step, now);
    if (step === null || !(await acceptTotpStep(db, customerId, step))) {
      throw new HttpError(401, TOTP_INVALID, { code: 'TOTP_INVALID' });
    }
  }

  return {
    async login(
      input: { email: string; password: string; totp_code?: string },
      ip: string,
      now = new Date(),
    ): Promise<LoginAnswer> {
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
      if (customer.role === 'admin') await checkStaff(customer.id, input.totp_code, attemptId, now);

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
      const staffAccount = customer.role === 'admin';
      const [zip, staff, totpRule] = await Promise.all([
        findCustomerZip(db, customer.id),
        staffAccount ? findStaffMember(db, customer.id) : undefined,
        staffAccount && requiresTotp(db),
      ]);
      const access = staffAccess({
        role: customer.role,
        staff_role: staff?.staff_role ?? null,
        disabled_at: staff?.disabled_at ?? null,
        totp_enabled_at: staff?.totp_enabled_at ?? null,
        require_totp: totpRule ? 1 : 0,
      });
      return {
        token,
        zip_code: zip,
        role: customer.role,
        ...staffFields(access),
        user: toSessionUser(customer, zip),
      };
    },

    /** The live session behind a token, or null when the token is unknown or expired. */
    async authenticate(token: string, now = new Date()): Promise<AuthContext | null> {
      const session = await findLiveSession(db, hashToken(token), now.toISOString());
      return session
        ? {
            sessionId: session.session_id,
            customerId: session.customer_id,
            email: session.email,
            role: session.role,
            expiresAt: session.expires_at,
            ...staffAccess(session),
          }
        : null;
    },

    /** Logout: the session ends on the server, so a copy of the token is worth nothing. */
    async logout(auth: AuthContext): Promise<void> {
      await endSession(db, auth.sessionId);
    },

    async sessionView(auth: AuthContext): Promise<SessionView | null> {
      const [customer, zip] = await Promise.all([
        findCustomerById(db, auth.customerId),
        findCustomerZip(db, auth.customerId),
      ]);
      if (!customer) return null;
      return {
        zip_code: zip,
        role: customer.role,
        expires_at: auth.expiresAt,
        ...staffFields(auth),
        user: toSessionUser(customer, zip),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
