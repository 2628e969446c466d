import type { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getToken } from '../lib/session';

// Adds `Authorization: Bearer <token>` to every operation while a session token is stored.
export function createAuthLink(): ApolloLink {
  return new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
  });
}

// A 401 can arrive in two forms (docs/decisions.md, "Web"): as an HTTP ServerError with status 401 (a plain
// application/json answer), or — because Apollo Client 4 asks for
// application/graphql-response+json — as a GraphQL error whose extensions.code is
// UNAUTHENTICATED. Both mean the session is gone.
function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return false;
}

// Calls `onUnauthenticated` for any 401 anywhere; the error still reaches the caller. Not
// for a sign-in: a staff member with two-step sign-in is asked for the code by a 401
// (TOTP_REQUIRED, TOTP_INVALID) that ends no session, and the login form answers it.
export function createUnauthenticatedLink(onUnauthenticated: () => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (operation.operationName !== 'Login' && isUnauthenticated(error)) onUnauthenticated();
  });
}
