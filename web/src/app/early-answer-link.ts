import { ApolloLink } from '@apollo/client';
import { from, mergeMap, of } from 'rxjs';
import { earlyAnswerKey, earlyAnswers, forgetEarlyAnswers } from '../lib/early-answers';
import { nextTask } from '../lib/next-task';

// An early answer is for the page the shopper opened: the app asks for it within a second
// or two of the load. One still unused after this (the app went elsewhere first) would be
// stale by the time the shopper reaches its page, so they are all dropped then, and later
// operations no longer look for one.
const EARLY_ANSWER_LIFETIME_MS = 10_000;

/**
 * Hands an operation the answer index.html's signed-in preload script asked for before the
 * app's code arrived (build/signed-in-preload.ts), when it asked for this very operation
 * and variables: the group page's data is then on its way beside the page's code rather
 * than after it (docs/decisions.md "Route data beside the route's code"). Each early answer
 * is used once; a failed one (no answer, an HTTP error, GraphQL errors) sends the operation
 * to the gateway as usual, so errors and a 401 reach the app as they always do.
 */
export function createEarlyAnswerLink(now: () => number = () => performance.now()): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const answers = earlyAnswers();
    if (!answers) return forward(operation);
    if (now() > EARLY_ANSWER_LIFETIME_MS) {
      forgetEarlyAnswers();
      return forward(operation);
    }
    const key = earlyAnswerKey(operation.operationName ?? '', operation.variables);
    const early = answers[key];
    delete answers[key];
    if (!early) return forward(operation);
    // An early answer is usually in before the app asks for it: handed over at once, Apollo
    // would write it to its cache and re-render its readers in the task that started the
    // query (the query's own set-up, 100-150 ms on a phone for a page's first query), one
    // long task. It is handed over in a task of its own.
    return from(early.then(nextTask)).pipe(
      mergeMap((answer) => (answer?.data && !answer.errors ? of(answer as ApolloLink.Result) : forward(operation))),
    );
  });
}
