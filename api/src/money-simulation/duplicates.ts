import type { LightMyRequestResponse } from 'fastify';
import { randomInt } from '../seed/random';
import type { Journal } from './operations';

// The keyless phase's one move: copies of the same request sent at once without an
// Idempotency-Key, as two browser tabs, a retry after a dropped connection or a script
// would send them (issue 32). Each copy's answer is tallied per kind of request; a 4xx
// answer to a copy is the expected refusal, a 5xx is already a server error (call()).

/** What the bursts of one kind of request did. */
export type BurstTally = { bursts: number; requests: number; succeeded: number; refused: number };

/** A keyless placeorder burst, reconciled once the run ends (reconcile-duplicates.ts). */
export type Placement = {
  customerId: number;
  copies: number;
  /** The cart just before the burst: group → units. */
  cart: Map<number, number>;
  /** The order ids the copies answered 200 with. */
  answered: number[];
  /** The customer's orders that appeared in the database during the burst. */
  created: number[];
};

/** How many copies of one request a burst sends: 2 to 6. */
export const burstCopies = (random: () => number) => randomInt(random, 2, 6);

const succeeded = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;

/** Sends `copies` copies of one request at once and tallies their answers under `kind`. */
export async function burst(
  journal: Journal,
  kind: string,
  copies: number,
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  const answers = await Promise.all(Array.from({ length: copies }, send));
  const tally = (journal.bursts[kind] ??= { bursts: 0, requests: 0, succeeded: 0, refused: 0 });
  tally.bursts += 1;
  tally.requests += copies;
  tally.succeeded += answers.filter(succeeded).length;
  tally.refused += answers.filter((res) => res.statusCode >= 400 && res.statusCode < 500).length;
  return answers;
}

/** How many copies of a burst answered 2xx. */
export const successes = (answers: LightMyRequestResponse[]) => answers.filter(succeeded).length;

/**
 * The rule for a request that changes state: one copy does it, every other copy answers a
 * 4xx naming why (docs/decisions.md "Money integrity", duplicate at once).
 */
export function atMostOneSucceeds(journal: Journal, kind: string, what: string, answers: LightMyRequestResponse[]) {
  const ok = successes(answers);
  if (ok > 1) journal.duplicateProblems.push(`${kind} ×${answers.length} at once (${what}): ${ok} copies succeeded`);
}

/** Records what a burst did beyond one request's effect. */
export function duplicateProblem(journal: Journal, kind: string, copies: number, what: string): void {
  journal.duplicateProblems.push(`${kind} ×${copies} at once: ${what}`);
}

/** The journal's totals over every kind: bursts, requests, 2xx answers and 4xx refusals. */
export function burstTotals(journal: Journal): BurstTally {
  const total: BurstTally = { bursts: 0, requests: 0, succeeded: 0, refused: 0 };
  for (const tally of Object.values(journal.bursts)) {
    total.bursts += tally.bursts;
    total.requests += tally.requests;
    total.succeeded += tally.succeeded;
    total.refused += tally.refused;
  }
  return total;
}
