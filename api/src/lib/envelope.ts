import { z } from 'zod';

/** Every answer: `{ status, message, data }`, with the HTTP status equal to `status`. */
export type Envelope<T> = { status: number; message: string; data: T };

/** A 200 answer: its literal status is what a route's answer schema (`answers`) expects. */
export function ok<T>(message: string, data: T): Envelope<T> & { status: 200 } {
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

const REQUEST_ID_FIELD = z
  .string()
  .describe("The request's id (also in the `X-Request-Id` header and the services' logs): quote it to support.");

const refusal = (status: RefusalStatus) => {
  const body = z.object({
    status: z.literal(status),
    message: z.string(),
    data: z.unknown().describe('null, or details such as `out_of_stock` for a 409 of place order'),
  });
  // A 5xx names its request, as the error handler writes it (lib/error-handler.ts).
  return (status >= 500 ? body.extend({ request_id: REQUEST_ID_FIELD }) : body).describe(REFUSALS[status]);
};

const answerBody = <Data extends z.ZodType>(data: Data) =>
  z.object({ status: z.literal(200), message: z.string(), data });

type Refusals<Status extends RefusalStatus> = Record<Status, ReturnType<typeof refusal>>;

/**
 * A route's answers for its schema: 200 with `data`, plus the refusals it can give
 * (documented in the OpenAPI document). Fastify writes the 200 through this schema, so
 * only the declared fields leave. The schema keeps its type: under the zod type provider
 * (lib/route-scope.ts) a handler's return is checked against it, so an answer that lacks
 * or misnames a field of its `*-view.ts` schema does not compile.
 */
export function answers<Data extends z.ZodType, Status extends RefusalStatus = never>(
  data: Data,
  statuses: readonly Status[] = [],
): { 200: ReturnType<typeof answerBody<Data>> } & Refusals<Status> {
  return { 200: answerBody(data), ...refusals(statuses) };
}

/** Only the refusals, for a route whose 200 is not JSON (a file). */
export function refusals<Status extends RefusalStatus>(statuses: readonly Status[]): Refusals<Status> {
  return Object.fromEntries(statuses.map((status) => [status, refusal(status)])) as Refusals<Status>;
}
