// PostgreSQL's SQLSTATE classes for a connection that is gone: 08 (connection exception)
// and 57P0x (the server shut the session down, e.g. pg_terminate_backend or a restart).
const LOST_CONNECTION_CODES = /^(08\d{3}|57P0[1-3])$/;
// Node's socket errors when the server is gone or the connection was cut under a query.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// node-postgres's own words for a client whose connection ended: before the end is
// noticed (terminated, socket ended by the other party), after it (not queryable), or
// a pooled client that was closed under the request.
const LOST_CONNECTION_MESSAGES =
  /Connection terminated|connection is closed|is not queryable|socket has been ended|ECONNREFUSED|ECONNRESET|EPIPE/i;

// An error by its shape, not `instanceof Error`: a socket error raised by Node's own code
// can come from another realm (a test runner's sandbox, a worker), where `instanceof`
// says no and a dropped connection would be answered 500 instead of 503.
function isErrorLike(value: unknown): value is Error & { cause?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/**
 * True when a failure means the database went away under the request, not that the
 * request was wrong or the code is broken: the client may simply try again (with the
 * same idempotency key, for an order), so it is answered 503, not masked as a 500.
 * The transaction it was in was rolled back by the database, so nothing half-written stays.
 * A wrapped error counts by its cause.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!isErrorLike(error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_CONNECTION_CODES.test(code) || SOCKET_CODES.has(code))) return true;
  if (LOST_CONNECTION_MESSAGES.test(error.message)) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
