// Client input that the API judges, sent as it came and typed as what the OpenAPI document
// asks for: anything else gets the API's 400 naming the field, in the API's words (the
// few checks the gateway makes itself: docs/decisions.md#client-mistakes-judged-by-the-gateway).
// These are the only places a request body's type is stretched
// (docs/decisions.md#the-gateways-rest-client-typed-by-the-document).

/**
 * A GraphQL ID where the body wants the API's integer id: digits go as the integer, anything
 * else as the text it is (`Number('x')` is NaN, which JSON would send as null).
 */
export function integerOrText(id: string): number {
  return (/^\d+$/.test(id) ? Number(id) : id) as unknown as number;
}

/** A GraphQL String where the body wants one of the document's values (a `mime_type`). */
export function oneOfOrText<Allowed extends string>(text: string): Allowed {
  return text as Allowed;
}
