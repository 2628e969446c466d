// Where index.html's signed-in preload script (build/signed-in-preload.ts) leaves the
// answers it asked for before the app's code arrived, read by app/early-answer-link.ts:
// a property of `window`, keyed by operation name and variables.
export const EARLY_ANSWERS = '__groupbuyEarlyAnswers';

/** A GraphQL answer as the gateway sends it, or null when the early request failed. */
export type EarlyAnswer = { data?: unknown; errors?: unknown[] } | null;

/**
 * An operation's key among the early answers: the inline script builds the same string
 * (`operationName + JSON.stringify(variables)`) from the route's parameters.
 */
export function earlyAnswerKey(operationName: string, variables: Record<string, unknown>): string {
  return operationName + JSON.stringify(variables);
}

/** The early answers the page's script left, if any. */
export function earlyAnswers(): Record<string, Promise<EarlyAnswer>> | undefined {
  return (window as unknown as Record<string, Record<string, Promise<EarlyAnswer>> | undefined>)[EARLY_ANSWERS];
}

/** Drops the early answers left, used or not: the app asks for everything itself from then on. */
export function forgetEarlyAnswers(): void {
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS];
}

/** Whether the page's script asked for this operation with these variables and it is still unused. */
export function hasEarlyAnswer(operationName: string, variables: Record<string, unknown>): boolean {
  return earlyAnswerKey(operationName, variables) in (earlyAnswers() ?? {});
}
