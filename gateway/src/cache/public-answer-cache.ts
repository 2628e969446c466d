import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Counter, type Registry } from 'prom-client';
import type { GroupChangeUpstream, UpstreamHandlers } from '../api-streams/group-change-upstream';

interface Answer {
  body: string;
  contentType: string;
  /** Epoch ms after which the answer is not served any more (its max-age). */
  expires: number;
}

export interface PublicAnswerCacheOptions {
  /** Opens a stream of group changes from the API (live/group-change-upstream.ts). */
  openGroupChanges(handlers: UpstreamHandlers): GroupChangeUpstream;
  registry: Registry;
  /** Bytes of answers kept at most (least recently used go first). */
  maxBytes?: number;
  /** Called after every answer was dropped. */
  onDrop?: () => void;
}

const GRAPHQL_PATH = '/graphql';
const PUBLIC = /^public, max-age=(\d+)$/;
/** Apollo's CSRF prevention (docs/graphql.md#persisted-and-trusted-documents) lets a GET through only with one of these. */
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** Would Apollo's CSRF prevention let this request through? A hit must not serve what Apollo refuses. */
function passesCsrfPrevention(request: FastifyRequest): boolean {
  if (request.method === 'POST') return true; // a parsed object body came as application/json
  if (PREFLIGHT_HEADERS.some((name) => request.headers[name] !== undefined)) return true;
  const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return contentType !== undefined && contentType !== '' && !SIMPLE_CONTENT_TYPES.has(contentType);
}

/**
 * The cache key of an operation asked without a session: everything of the request the
 * answer depends on (query or persisted-query hash, operation name, variables, and the
 * Accept header, which picks the answer's content type). Undefined: never cached.
 */
function keyOf(request: FastifyRequest): string | undefined {
  if (request.headers.authorization !== undefined) return undefined;
  const params = request.method === 'POST' ? request.body : request.method === 'GET' ? request.query : undefined;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return undefined;
  const { query, operationName, variables, extensions } = params as Record<string, unknown>;
  if (query === undefined && extensions === undefined) return undefined;
  if (!passesCsrfPrevention(request)) return undefined;
  return JSON.stringify([request.method, request.headers.accept ?? '', query, operationName, variables, extensions]);
}

/**
 * The whole answer of public operations, kept in this process (docs/decisions.md "Whole
 * answers of public operations"). What is kept is exactly what the cache-control plugin
 * calls public — an error-free query without a session whose fields all carry a
 * `@cacheControl` maxAge — for that maxAge at most. A hit is answered before Apollo runs
 * (after the rate limit, which counts it), so it costs no parsing, execution or API call.
 *
 * Stock and prices: every entry is dropped when any group changes (its creation, pictures,
 * documents and levels too). The cache holds a stream of group changes from the API
 * (shared with the share pages, cache/shared-group-changes.ts), opened with the first
 * public answer, and keeps answers only while that stream listens; an answer read before the latest
 * change arrived is not kept. Each gateway instance invalidates its own copy from its own
 * stream (docs/scaling.md).
 */
export function registerPublicAnswerCache(app: FastifyInstance, options: PublicAnswerCacheOptions): void {
  const answers = new LRUCache<string, Answer>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
  });
  const outcomes = new Counter({
    name: 'graphql_public_answer_cache_total',
    help: 'Operations without a session whose answer the cache served (hit) or did not hold (miss)',
    labelNames: ['result'] as const,
    registers: [options.registry],
  });
  // Bumped on every change: an answer asked for before it may hold the state before it.
  let generation = 0;
  let listening = false;
  let changes: GroupChangeUpstream | undefined;
  const forget = () => {
    generation += 1;
    answers.clear();
    options.onDrop?.();
  };
  const handlers: UpstreamHandlers = {
    change: forget,
    // (Re)connected: whatever changed while the stream was down was not seen.
    listening() {
      forget();
      listening = true;
    },
    // Disconnected: a change now would go unseen, so nothing is served or kept until it listens again.
    lost() {
      listening = false;
      forget();
    },
  };
  const misses = new WeakMap<FastifyRequest, { key: string; generation: number }>();

  // Callbacks rather than async hooks: they run on every request (a signed-in one leaves at once).
  app.addHook('preHandler', (request, reply, done) => {
    const key = request.routeOptions.url === GRAPHQL_PATH ? keyOf(request) : undefined;
    if (key === undefined) return done();
    const answer = answers.get(key);
    if (answer && answer.expires > Date.now()) {
      outcomes.inc({ result: 'hit' });
      const secondsLeft = Math.ceil((answer.expires - Date.now()) / 1000);
      // Answered here: done() is not called, so the route (Apollo) does not run.
      reply
        .header('content-type', answer.contentType)
        .header('cache-control', `public, max-age=${secondsLeft}`)
        .header('x-cache', 'hit')
        .send(answer.body);
      return;
    }
    outcomes.inc({ result: 'miss' });
    misses.set(request, { key, generation });
    done();
  });

  /** Keeps a missed answer when it is public. */
  const keep = (miss: { key: string; generation: number }, reply: FastifyReply, payload: string) => {
    const maxAge = PUBLIC.exec(String(reply.getHeader('cache-control') ?? ''))?.[1];
    if (maxAge === undefined) return;
    changes ??= options.openGroupChanges(handlers);
    if (listening && miss.generation === generation) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      answers.set(miss.key, { body: payload, contentType, expires: Date.now() + Number(maxAge) * 1000 });
    }
  };

  // Registered before @fastify/compress (server.ts), so the payload is still the JSON text.
  app.addHook('onSend', (request, reply, payload, done) => {
    const miss = misses.get(request);
    if (miss && reply.statusCode === 200 && typeof payload === 'string') keep(miss, reply, payload);
    done(null, payload);
  });

  app.addHook('onClose', async () => {
    answers.clear();
    await changes?.close();
  });
}
