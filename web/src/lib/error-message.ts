import { CombinedGraphQLErrors } from '@apollo/client/errors';

// The message to show for a failed operation: the server's own message (the gateway passes
// the API's message through, e.g. 'Invalid email or password'), else the error's text.
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The message for data a screen could not load: the server's own message (the gateway's are
 * written for shoppers), else `fallback` in the shop's words. Never the transport's text
 * ('Response not successful: Received status code 500', 'Failed to fetch'), which tells a
 * shopper nothing.
 */
export function loadFailureMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  return fallback;
}
