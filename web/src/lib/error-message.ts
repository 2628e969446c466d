import { CombinedGraphQLErrors } from '@apollo/client/errors';

// The message to show for a failed operation: the server's own message (the gateway passes
// the API's message through, e.g. 'Invalid email or password'), else the error's text.
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
