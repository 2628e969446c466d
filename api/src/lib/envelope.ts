import { z } from 'zod';

/** Every answer: `{ status, message, data }`, with the HTTP status equal to `status`. */
export type Envelope<T> = { status: number; message: string; data: T };

/** A 200 answer: its literal status is what a route's answer schema (`answers`) expects. */
export function ok<T>(message: string, data: T): Envelope<T> & { status: 200 } {
  return { status: 200, message, data };
}

/**
 * A 202 answer: taken, not finished (an order that waits for the card's 3-D Secure); its
 * schema is `acceptedAnswer`'s.
 */
export function accepted<T>(message: string, data: T): Envelope<T> & { status: 202 } {
  return { status: 202, message, data };
}

/** The refusals a route can answer, each with what it means for a client. */
const REFUSALS = {
  400: 'Bad input: the message names the field and what is wrong with it; nothing changed.',
  401: 'No valid session: sign in again (missing, unknown or expired token).',
  402: 'The payment did not go through (the card’s bank declined it or it was not confirmed in time): nothing was charged and the order is not placed.',
  403: 'Signed in, but not allowed (an admin route, or a link whose signature is wrong).',
  404: 'Not found, or not yours: another customer’s id answers exactly like an unknown one.',
  409: 'The request conflicts with the current state (e.g. closed group, sold out, already moved).',
  413: 'The upload is larger than the limit the message names.',
  429: 'Too many attempts; wait before trying again.',
  503: 'A service the API needs (the database, the payment provider) did not answer; nothing changed; try again later.',
} as const;
export type RefusalStatus = keyof typeof REFUSALS;
const REFUSAL_STATUSES = Object.keys(REFUSALS).map(Number) as RefusalStatus[];

/**
 * Every refusal, whatever its status: one named shape (`ErrorAnswer` in the OpenAPI
 * document), so an SDK has one error type; what each status means is its answer's
 * description.
 */
const errorAnswerSchema = z
  .object({
    // The statuses themselves, not any number: a handler's 200 can never pass for a refusal.
    status: z.literal(REFUSAL_STATUSES).describe('The HTTP status of the answer'),
    message: z.string().describe('What went wrong, for a person: a 400 names the field and what is wrong with it'),
    data: z.unknown().describe('null, or details such as `out_of_stock` for a 409 of place order'),
    // A 5xx names its request, as the error handler writes it (lib/error-handler.ts).
    request_id: z
      .string()
      .optional()
      .describe(
        "On a 5xx only: the request's id (also in the `X-Request-Id` header and the services' logs): quote it to support.",
      ),
  })
  .meta({ id: 'ErrorAnswer' });

/** Each status's refusal: the shared shape, described for that status (one instance per status). */
const REFUSAL_SCHEMAS = Object.fromEntries(
  Object.entries(REFUSALS).map(([status, meaning]) => [status, errorAnswerSchema.describe(meaning)]),
) as Record<RefusalStatus, typeof errorAnswerSchema>;
const refusal = (status: RefusalStatus) => REFUSAL_SCHEMAS[status];

/** The 200 answer that carries no data (a change that needs no record back): `MessageAnswer`. */
const messageAnswerSchema = z
  .object({ status: z.literal(200), message: z.string(), data: z.null() })
  .meta({ id: 'MessageAnswer' });

const envelopeOf = <Data extends z.ZodType>(data: Data) =>
  z.object({ status: z.literal(200), message: z.string(), data });

/** One envelope per named `data` shape, so `GroupDetailAnswer` is one component however many routes answer it. */
const namedEnvelopes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The 200 answer around `data`. When `data` is a named shape (`.meta({ id })`) the
 * envelope is named after it (`GroupDetail` → `GroupDetailAnswer`), and an answer with
 * no data is `MessageAnswer`: SDK generators make one type of each, not one per route.
 */
function answerBody<Data extends z.ZodType>(data: Data): ReturnType<typeof envelopeOf<Data>> {
  if (data instanceof z.ZodNull) return messageAnswerSchema as unknown as ReturnType<typeof envelopeOf<Data>>;
  const id = z.globalRegistry.get(data)?.id;
  if (!id) return envelopeOf(data);
  if (!namedEnvelopes.has(data)) namedEnvelopes.set(data, envelopeOf(data).meta({ id: `${id}Answer` }));
  return namedEnvelopes.get(data) as ReturnType<typeof envelopeOf<Data>>;
}

type Refusals<Status extends RefusalStatus> = Record<Status, typeof errorAnswerSchema>;

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

/**
 * The 202 answer around a named `data` shape, for a route that may take a request without
 * finishing it: `HeldOrder` → `HeldOrderAnswer`, with `status: 202`.
 */
export function acceptedAnswer<Data extends z.ZodType>(data: Data) {
  const id = z.globalRegistry.get(data)?.id;
  if (!id) throw new Error('A 202 answer names its data shape (.meta({ id }))');
  return z.object({ status: z.literal(202), message: z.string(), data }).meta({ id: `${id}Answer` });
}

/** Only the refusals, for a route whose 200 is not JSON (a file). */
export function refusals<Status extends RefusalStatus>(statuses: readonly Status[]): Refusals<Status> {
  return Object.fromEntries(statuses.map((status) => [status, refusal(status)])) as Refusals<Status>;
}

/**
 * The answers of a CSV download: the file as its 200, and the JSON refusals. The route
 * declares no `produces`, which would label the refusals text/csv too; the 200 names its
 * own type.
 */
export function csvAnswers<Status extends RefusalStatus>(statuses: readonly Status[]) {
  return {
    200: {
      description: 'The CSV file, a header row first (`content-disposition: attachment`).',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
    ...refusals(statuses),
  };
}
