import { GraphQLError, parse, type DocumentNode, type GraphQLFormattedError } from 'graphql';

// Caps on a GraphQL document checked before it is validated (docs/decisions.md "WebSocket
// budget"): its size before it is parsed, its tokens while it is parsed (graphql-js's
// `maxTokens` stops the lexer there). Over HTTP, Apollo parses with the same `maxTokens`
// (server.ts) and the body limit bounds the size.

/** The refusal of a document over the token cap, the same over HTTP and WebSocket. */
export const tooManyTokens = (maxTokens: number) => `Query is too long: at most ${maxTokens} tokens.`;

const parseRefusal = (message: string, error?: GraphQLError) =>
  new GraphQLError(message, {
    source: error?.source,
    positions: error?.positions,
    extensions: { code: 'GRAPHQL_PARSE_FAILED' },
  });

// graphql-js's wording: "Syntax Error: Document contains more that 2000 tokens. Parsing aborted."
const GRAPHQL_JS_TOKEN_LIMIT = /^Syntax Error: Document contains more th[ae][nt] (\d+) tokens/;

/** A subscription's query parsed within the caps, or the refusal naming the cap it passed. */
export function parseWithinLimits(
  query: string,
  limits: { maxBytes: number; maxTokens: number },
): DocumentNode | GraphQLError {
  const bytes = Buffer.byteLength(query);
  if (bytes > limits.maxBytes) {
    return parseRefusal(`Subscription document is too large (${bytes} bytes; at most ${limits.maxBytes}).`);
  }
  try {
    return parse(query, { maxTokens: limits.maxTokens });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    if (GRAPHQL_JS_TOKEN_LIMIT.test(error.message)) return parseRefusal(tooManyTokens(limits.maxTokens));
    return parseRefusal(error.message, error);
  }
}

/** Apollo's parse failure at the token cap, worded as ours (Apollo keeps graphql-js's message). */
export function rewordTokenLimit(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const match = GRAPHQL_JS_TOKEN_LIMIT.exec(formatted.message);
  return match ? { ...formatted, message: tooManyTokens(Number(match[1])) } : formatted;
}
