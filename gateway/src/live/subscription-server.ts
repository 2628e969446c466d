import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  specifiedRules,
  validate,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { Counter } from 'prom-client';
import { WebSocketServer } from 'ws';
import type { Pool } from 'undici';
import type { GatewayConfig } from '../config/config';
import { bareToken, createGatewayContext, type GatewayContext } from '../context/context';
import { proxyTrust } from '../config/trusted-proxy';
import { parseWithinLimits } from '../plugins/document-limits';
import { queryLimitsRule } from '../plugins/query-limits';
import { untrustedRefusal } from '../plugins/trusted-documents';
import { formatGatewayError } from '../rest/error-mapping';
import type { UpstreamObserver } from '../rest/rest-client';
import { RestError } from '../rest/rest-errors';
import type { RestSessionData } from '../rest/rest-types';
import { openApiEventStream } from '../api-streams/api-event-stream';
import type { GroupChangeHub } from './group-change-hub';
import { serveGraphqlWs } from './graphql-ws-adapter';
import { AddressBook, CloseCodes, LiveConnection } from './live-connection';
import { MessageBudget } from './message-budget';
import { createSessionSockets } from './session-sockets';
import { sharedSubscribe, SharedPlans, type Recipient } from './shared-execution';

/** Queries and mutations go over HTTP, where the rate limit, cost and input rules apply. */
const subscriptionsOnly: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') {
      context.reportError(
        new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.', {
          nodes: [node],
        }),
      );
    }
  },
});

/** The client's address by the same TRUST_PROXY rule Fastify applies to HTTP requests. */
function addressResolver(trust: GatewayConfig['TRUST_PROXY']): (request: IncomingMessage) => string {
  const trusted = proxyTrust(trust);
  return (request) => proxyAddr(request, trusted);
}

/** Errors read as over HTTP: the same codes and messages (rest/error-mapping.ts). */
const formatResult = (result: ExecutionResult) =>
  result.errors
    ? { ...result, errors: result.errors.map((error) => formatGatewayError(error.toJSON(), error)) }
    : result;

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

export interface SubscriptionServerOptions {
  schema: GraphQLSchema;
  config: GatewayConfig;
  pool: Pool;
  hub: GroupChangeHub;
  observeUpstream?: UpstreamObserver;
}

/**
 * GraphQL subscriptions over graphql-ws (`ws` + graphql-ws's `makeServer`, ./graphql-ws-adapter.ts)
 * on the gateway's own port at /graphql (docs/decisions.md "Live group changes"). The
 * connection carries the session token in `connectionParams.authorization`; without a valid
 * one, and when that session ends, it is closed with 4401. What a client sends is
 * budgeted before it is read (docs/decisions.md "WebSocket budget").
 */
export function attachSubscriptionServer(app: FastifyInstance, options: SubscriptionServerOptions): void {
  const { config, pool, hub } = options;
  const addresses = new AddressBook();
  const addressOf = addressResolver(config.TRUST_PROXY);
  const connections = new WeakMap<object, LiveConnection>();
  const upstream = { pool, timeoutMs: config.UPSTREAM_TIMEOUT_MS, observe: options.observeUpstream };
  const wss = new WebSocketServer({
    noServer: true,
    // Larger messages close the socket (1009) before anything reads them.
    maxPayload: config.WS_MAX_MESSAGE_BYTES,
    // One message per turn of the event loop: HTTP requests are served between a
    // socket's messages instead of after everything it sent at once.
    allowSynchronousEvents: false,
  });
  const budget = new MessageBudget({
    perConnection: config.WS_MESSAGES_PER_CONNECTION,
    perAddress: config.WS_MESSAGES_PER_ADDRESS,
    windowMs: config.WS_MESSAGE_WINDOW_MS,
  });
  // A connection's budget; the message that passes it is logged once (it closes the socket).
  const budgetOf = (address: string) => {
    const own = budget.connection(address);
    return {
      spend: () => {
        if (own.spend()) return true;
        app.log.warn({ address }, 'live updates: too many messages; socket closed (4429)');
        return false;
      },
    };
  };
  // The session check of GET user/session: 401 means ended; anything else cannot tell.
  const checkSession = async (token: string, clientIp: string): Promise<RestSessionData | 'ended'> => {
    const { rest } = createGatewayContext(upstream, { token, clientIp });
    try {
      return (await rest.get('/api/user/session')).data;
    } catch (error) {
      if (error instanceof RestError && error.status === 401) return 'ended';
      throw error;
    }
  };
  const sessions = createSessionSockets({
    openUpstream: (handlers) =>
      openApiEventStream(config.API_URL, '/api/session-ends', handlers, app.log, options.observeUpstream),
    isLive: async (token) => (await checkSession(token, '').catch(() => undefined)) !== 'ended',
    announce: (socket, reason) => connections.get(socket)?.announceSessionEnd({ reason }) ?? Promise.resolve(),
    onError: (error) => app.log.warn({ err: error }, 'session end stream: checking sessions failed'),
  });
  const recipients = new WeakMap<object, Recipient>();
  const executions = new Counter({
    name: 'live_selection_executions_total',
    help: "Executions of a subscription's selection for an event (one per event and distinct operation)",
    registers: [app.metrics],
  });
  new Counter({
    name: 'live_group_changes_total',
    help: 'Group changes the gateway received and fanned out to the subscriptions watching them',
    registers: [app.metrics],
    collect() {
      this.reset();
      this.inc(hub.changes);
    },
  });
  const sent = new Counter({
    name: 'live_events_sent_total',
    help: 'Subscription events sent to clients',
    registers: [app.metrics],
  });
  // Each event is executed once per distinct operation, in nobody's session: a Group's
  // fields are the same for every caller (docs/decisions.md "Live group changes").
  const plans = new SharedPlans({
    anonymousContext: () => createGatewayContext(upstream, { token: undefined, clientIp: '' }),
    serialize: (result) => JSON.stringify(formatResult(result)),
    observer: { executed: () => executions.inc(), sent: () => sent.inc() },
  });

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://gateway').pathname !== '/graphql')
      return refuseUpgrade(socket, '404 Not Found');
    const address = addressOf(request);
    if (addresses.connectionsOf(address) >= config.WS_CONNECTIONS_PER_ADDRESS) {
      return refuseUpgrade(socket, '429 Too Many Requests');
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      connections.set(ws, new LiveConnection(ws, address, config, addresses, hub, budgetOf(address)));
      wss.emit('connection', ws, request);
    });
  });

  const rules = [...specifiedRules, queryLimitsRule({ maxDepth: 10, maxAliases: 30 }), subscriptionsOnly];
  const documentLimits = { maxBytes: config.WS_MAX_DOCUMENT_BYTES, maxTokens: config.GRAPHQL_MAX_TOKENS };
  const server = serveGraphqlWs<Record<string, unknown>, { token: string }>(
    {
      schema: options.schema,
      // The document's size and tokens are capped before it is parsed and validated
      // (docs/decisions.md "WebSocket budget"); refusals carry Apollo's codes, as over HTTP.
      onSubscribe: (_ctx, _id, payload) => {
        // Under TRUSTED_DOCUMENTS=enforce only the manifest's subscriptions (the shop's),
        // by their text: graphql-ws carries no persisted ids.
        if (config.TRUSTED_DOCUMENTS === 'enforce') {
          const refusal = untrustedRefusal({ query: payload.query, operationName: payload.operationName });
          if (refusal) return [refusal];
        }
        const document = parseWithinLimits(payload.query, documentLimits);
        if (document instanceof GraphQLError) return [document];
        const errors = validate(options.schema, document, rules);
        if (errors.length > 0) {
          return errors.map(
            (error) =>
              new GraphQLError(error.message, {
                nodes: error.nodes,
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
              }),
          );
        }
        return {
          schema: options.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      onConnect: async (ctx) => {
        const live = connections.get(ctx.extra.socket);
        const token = bareToken(ctx.connectionParams?.authorization ?? ctx.connectionParams?.token);
        if (!live || !token) {
          ctx.extra.socket.close(CloseCodes.unauthorized, 'Unauthorized');
          return false;
        }
        // Followed before the check, so a sign-out after the check closes it (docs/decisions.md
        // "Live sockets and sessions").
        sessions.track(token, ctx.extra.socket);
        let session: RestSessionData | 'ended';
        try {
          session = await checkSession(token, live.address);
        } catch {
          ctx.extra.socket.close(CloseCodes.unavailable, 'The shop service is unavailable');
          return false;
        }
        if (session === 'ended') {
          ctx.extra.socket.close(CloseCodes.unauthorized, 'Unauthorized');
          return false;
        }
        sessions.closeAtExpiry(ctx.extra.socket, session.expires_at);
        ctx.extra.token = token;
        return true;
      },
      context: (ctx, id): GatewayContext => {
        const live = connections.get(ctx.extra.socket);
        const context = {
          ...createGatewayContext(upstream, { token: ctx.extra.token, clientIp: live?.address ?? '' }),
          live,
        };
        recipients.set(context, { socket: ctx.extra.socket, id });
        return context;
      },
      subscribe: sharedSubscribe(plans, (context) => recipients.get(context as object)!),
      // A refused subscription (its resolver's error) is sent by graphql-ws itself, as a `next` with errors.
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? formatResult(result) : undefined),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatGatewayError(error.toJSON(), error)),
    },
    wss,
    {
      keepAliveMs: config.WS_KEEPALIVE_MS,
      admit: (socket) => connections.get(socket)?.admit() ?? false,
      onInternalError: (error) => app.log.error({ err: error }, 'live updates: internal error'),
      onSocketError: (error) => app.log.warn({ err: error }, 'live updates: refused what a client sent'),
    },
  );

  // Before Fastify closes its server: the open sockets would hold the close.
  app.addHook('preClose', async () => {
    await server.dispose();
    budget.close();
    await sessions.close();
    await hub.close();
  });
}
