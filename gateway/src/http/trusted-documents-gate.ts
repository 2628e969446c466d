import type { FastifyInstance, FastifyRequest } from 'fastify';
import { untrustedRefusal, type AskedOperation, type TrustedDocumentsMode } from '../plugins/trusted-documents';

const GRAPHQL_PATH = '/graphql';

/** The operation a GraphQL request over HTTP asks for (GET's parameters or POST's body); undefined for a batch or no body. */
function askedOf(request: FastifyRequest): AskedOperation | undefined {
  const params = request.method === 'POST' ? request.body : request.method === 'GET' ? request.query : undefined;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return undefined;
  const { query, operationName } = params as Record<string, unknown>;
  let { extensions } = params as Record<string, unknown>;
  // A GET carries its extensions as JSON text.
  if (typeof extensions === 'string') {
    try {
      extensions = JSON.parse(extensions);
    } catch {
      extensions = undefined;
    }
  }
  const id = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery?.sha256Hash;
  return {
    query: typeof query === 'string' ? query : undefined,
    id: typeof id === 'string' ? id : undefined,
    operationName: typeof operationName === 'string' ? operationName : undefined,
  };
}

/**
 * TRUSTED_DOCUMENTS=enforce over HTTP: an operation whose text is not a manifest document,
 * or that names an id the manifest does not list (APQ's included), is refused before
 * anything else looks at it (the public answer cache, Apollo's parsing, validation and
 * APQ): 400 PERSISTED_QUERY_NOT_TRUSTED naming it. A request that is not an operation at
 * all (no query, a batch) goes on to Apollo, which refuses it with its own message. The
 * Apollo error pipeline cannot answer this itself: a plugin's error before the operation is
 * resolved is answered as a 500.
 */
export function refuseUntrustedDocuments(app: FastifyInstance, mode: TrustedDocumentsMode): void {
  if (mode !== 'enforce') return;
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return;
    const asked = askedOf(request);
    const refusal = asked && untrustedRefusal(asked);
    if (!refusal) return;
    return reply
      .code(400)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ errors: [refusal.toJSON()] });
  });
}
