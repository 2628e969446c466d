import type { ApolloClient, OperationVariables } from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities/internal';
import { hasEarlyAnswer } from './early-answers';

/**
 * Starts a query a page is about to ask for (cache first, same variables), so its answer
 * is on the way while the page's code loads and renders (docs/decisions.md "Route data
 * beside the route's code"). Each one runs in a task of its own: a first query of a
 * document costs Apollo its transform, printing and a cache read, and three of them in the
 * router's navigation were one long task on a phone. Errors are the page's to show (its
 * own query gets them), so they are dropped here.
 */
export function preloadQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  options: ApolloClient.QueryOptions<TData, TVariables>,
): void {
  setTimeout(() => {
    client.query(options).catch(() => undefined);
  }, 0);
}

/**
 * Starts a few small queries together, in one task, so they leave side by side. One task
 * each (as `preloadQuery`) let the second leave only after the first's answer had been
 * handled when the gateway was quick, a round trip in a row. When index.html's script has
 * already asked for all of them (a signed-in first load), none leaves: each then starts in
 * a task of its own, as `preloadQuery`.
 */
export function preloadQueriesTogether(client: ApolloClient, queries: readonly ApolloClient.QueryOptions[]): void {
  const allAskedEarly = queries.every((options) =>
    hasEarlyAnswer(getOperationName(options.query) ?? '', options.variables ?? {}),
  );
  if (allAskedEarly) {
    for (const options of queries) preloadQuery(client, options);
    return;
  }
  setTimeout(() => {
    for (const options of queries) client.query(options).catch(() => undefined);
  }, 0);
}
