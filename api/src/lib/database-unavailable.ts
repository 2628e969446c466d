// PostgreSQL's SQLSTATE classes for a connection that is gone: 08 (connection exception)
// and 57P0x (the server shut the session down, e.g. pg_terminate_backend or a restart).
const LOST_CONNECTION_CODES = /^(08\d{3}|57P0[1-3])$/;
const LOST_CONNECTION_MESSAGES =
  /Connection terminated|connection is closed|connection error and is not queryable|ECONNREFUSED|ECONNRESET/i;

/**
 * True when a failure means the database went away under the request, not that the
 * request was wrong or the code is broken: the client may simply try again (with the
 * same idempotency key, for an order), so it is answered 503, not masked as a 500.
 * The transaction it was in was rolled back by the database, so nothing half-written stays.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && LOST_CONNECTION_CODES.test(code)) return true;
  return LOST_CONNECTION_MESSAGES.test(error.message);
}
