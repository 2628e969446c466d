import { z } from 'zod';

/** Every answer: `{ status, message, data }`, with the HTTP status equal to `status`. */
export type Envelope<T> = { status: number; message: string; data: T };

export function ok<T>(message: string, data: T): Envelope<T> {
  return { status: 200, message, data };
}

/** The refusals a route can answer, each with what it means for a client. */
const REFUSALS = {
  400: 'Bad input: the message names the field and what is wrong with it; nothing changed.',
  401: 'No valid session: sign in again (missing, unknown or expired token).',
  403: 'Signed in, but not allowed (an admin route, or a link whose signature is wrong).',
  404: 'Not found, or not yours: another customer’s id answers exactly like an unknown one.',
  409: 'The request conflicts with the current state (e.g. closed group, sold out, already moved).',
  413: 'The upload is larger than the limit the message names.',
  429: 'Too many attempts; wait before trying again.',
  503: 'A service the API needs (the database, the payment provider) did not answer; nothing changed; try again later.',
} as const;
export type RefusalStatus = keyof typeof REFUSALS;

const refusal = (status: RefusalStatus) =>
  z
    .object({
      status: z.literal(status),
      message: z.string(),
      data: z.unknown().describe('null, or details such as `out_of_stock` for a 409 of place order'),
    })
    .describe(REFUSALS[status]);

/**
 * A route's answers for its schema: 200 with `data`, plus the refusals it can give
 * (documented in the OpenAPI document). Fastify writes the 200 through this schema, so
 * only the declared fields leave.
 */
export function answers(data: z.ZodType, statuses: readonly RefusalStatus[] = []): Record<number, z.ZodType> {
  return { 200: z.object({ status: z.literal(200), message: z.string(), data }), ...refusals(statuses) };
}

/** Only the refusals, for a route whose 200 is not JSON (a file). */
export function refusals(statuses: readonly RefusalStatus[]): Record<number, z.ZodType> {
  return Object.fromEntries(statuses.map((status) => [status, refusal(status)]));
}
