import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { RestError, UpstreamUnavailableError } from './rest-errors';

/** GraphQL error codes the gateway answers; clients switch on these. */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

function codeForStatus(status: number): string {
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 404) return ErrorCode.NOT_FOUND;
  if (status === 429) return ErrorCode.TOO_MANY_REQUESTS;
  if (status === 502 || status === 503 || status === 504) return ErrorCode.SERVICE_UNAVAILABLE;
  if (status >= 400 && status < 500) return ErrorCode.BAD_USER_INPUT;
  return ErrorCode.INTERNAL_SERVER_ERROR;
}

/**
 * The API's refusals of staff (issue 38) a client acts on by their `data.code`: sign-in
 * asking for a TOTP code (401, so UNAUTHENTICATED) or refusing a disabled account, and
 * admin routes refused until TOTP is set up (403, FORBIDDEN). Each becomes
 * `extensions.reason`.
 */
const STAFF_REASONS = new Set(['TOTP_REQUIRED', 'TOTP_INVALID', 'STAFF_DISABLED', 'TOTP_SETUP_REQUIRED']);

/**
 * A permission refusal (the API's 403 PERMISSION_DENIED, or the gateway's own mirror of
 * it, resolvers/admin-permissions.ts): `extensions.permission` names the one permission
 * needed, or `extensions.permissions` the several of which any one would do.
 */
export function permissionDetails(needed: readonly string[]): Record<string, unknown> {
  return needed.length === 1 ? { permission: needed[0] } : { permissions: [...needed] };
}

/** Extra details a client may act on, e.g. place order's out-of-stock messages, a staff refusal's reason. */
function detailsOf(error: RestError): Record<string, unknown> {
  const data = error.data as { out_of_stock?: unknown; code?: unknown; permissions?: unknown } | null;
  if (Array.isArray(data?.out_of_stock)) return { outOfStock: data.out_of_stock };
  if (typeof data?.code === 'string' && STAFF_REASONS.has(data.code)) return { reason: data.code };
  if (data?.code === 'PERMISSION_DENIED' && Array.isArray(data.permissions)) {
    return permissionDetails(data.permissions.filter((p): p is string => typeof p === 'string'));
  }
  return {};
}

/** What the gateway's own refusals carry beside their code (admin-permissions.ts): kept, nothing else is. */
const OWN_DETAILS = ['reason', 'permission', 'permissions'] as const;
function ownDetailsOf(extensions: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    OWN_DETAILS.filter((key) => extensions?.[key] !== undefined).map((k) => [k, extensions![k]]),
  );
}

const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The one place REST failures become GraphQL errors (Apollo's formatError). API messages
 * for 4xx are meant for shoppers and pass through; 5xx and unknown errors are masked so
 * no stack, SQL or internal detail reaches a client.
 */
/** graphql-js appends hints naming schema members ("Did you mean …?"); docs/graphql.md promises none. */
const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean [^?]*\?/g, '');

/** The HTTP status a request-level error carries (Apollo's persisted-query refusals, our input rules). */
function clientStatusOf(error: unknown): number | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const status = (error.extensions?.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export function formatGatewayError(formatted: GraphQLFormattedError, raw: unknown): GraphQLFormattedError {
  const shown = mapError(formatted, raw);
  return { ...shown, message: withoutSuggestions(shown.message) };
}

function mapError(formatted: GraphQLFormattedError, raw: unknown): GraphQLFormattedError {
  const error = unwrapResolverError(raw);
  const base = { locations: formatted.locations, path: formatted.path };

  if (error instanceof RestError) {
    const code = codeForStatus(error.status);
    const message = code === ErrorCode.INTERNAL_SERVER_ERROR ? INTERNAL_MESSAGE : error.message;
    return { ...base, message, extensions: { code, status: error.status, ...detailsOf(error) } };
  }
  if (error instanceof UpstreamUnavailableError) {
    return { ...base, message: error.message, extensions: { code: ErrorCode.SERVICE_UNAVAILABLE } };
  }
  if (error instanceof GraphQLError && typeof formatted.extensions?.code === 'string') {
    const code = formatted.extensions.code;
    if (code !== ErrorCode.INTERNAL_SERVER_ERROR) {
      // Validation, parse and deliberate resolver errors: keep the message and the code only.
      return { ...formatted, extensions: { code, ...ownDetailsOf(formatted.extensions) } };
    }
    // A refusal of the request itself with no code of its own (a malformed persisted query).
    if (clientStatusOf(error) !== undefined) {
      const persisted = /persisted query|sha does not match/i.test(error.message);
      return {
        ...base,
        message: error.message,
        extensions: { code: persisted ? 'PERSISTED_QUERY_INVALID' : 'BAD_REQUEST' },
      };
    }
  }
  return { ...base, message: INTERNAL_MESSAGE, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
}
