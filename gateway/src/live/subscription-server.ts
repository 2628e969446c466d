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
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Pool } from 'undici';
import type { GatewayConfig } from '../config';
import { bareToken, createGatewayContext, type GatewayContext } from '../context';
import { proxyTrust } from '../http/trusted-proxy';
import { queryLimitsRule } from '../plugins/query-limits';
import { formatGatewayError } from '../rest/error-mapping';
import type { UpstreamObserver } from '../rest/rest-client';
import { RestError } from '../rest/rest-errors';
import type { RestSessionData } from '../rest/rest-types';
import type { GroupChangeHub } from './group-change-hub';
import { AddressBook, CloseCodes, LiveConnection } from './live-connection';
import { sharedSubscribe, SharedPlans, type Recipient } from './shared-execution';

/** A subscription message is a query text and its variables: 64 KiB is far above any real one. */
const MAX_MESSAGE_BYTES = 64 * 1024;

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
 * GraphQL subscriptions over graphql-ws (`ws` + `useServer`) on the gateway's own port at
 * /graphql (docs/decisions.md "Live group changes"). The connection carries the session
 * token in `connectionParams.authorization`; without a valid one it is closed with 4401.
 */
export function attachSubscriptionServer(app: FastifyInstance, options: SubscriptionServerOptions): void {
  const { config, pool, hub } = options;
  const addresses = new AddressBook();
  const addressOf = addressResolver(config.TRUST_PROXY);
  const connections = new WeakMap<object, LiveConnection>();
  const upstream = { pool, timeoutMs: config.UPSTREAM_TIMEOUT_MS, observe: options.observeUpstream };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
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
      connections.set(ws, new LiveConnection(ws, address, config, addresses, hub));
      wss.emit('connection', ws, request);
    });
  });

  const rules = [...specifiedRules, queryLimitsRule({ maxDepth: 10, maxAliases: 30 }), subscriptionsOnly];
  const server = useServer<Record<string, unknown>, { token: string }>(
    {
      schema: options.schema,
      // Refusals carry Apollo's code for them, as over HTTP.
      validate: (schema, document) =>
        validate(schema, document, rules).map(
          (error) =>
            new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
        ),
      onConnect: async (ctx) => {
        const live = connections.get(ctx.extra.socket);
        const token = bareToken(ctx.connectionParams?.authorization ?? ctx.connectionParams?.token);
        if (!live || !token) {
          ctx.extra.socket.close(CloseCodes.unauthorized, 'Unauthorized');
          return false;
        }
        const { rest } = createGatewayContext(upstream, { token, clientIp: live.address });
        try {
          await rest.get<RestSessionData>('user/session');
        } catch (error) {
          const unauthorized = error instanceof RestError && error.status === 401;
          ctx.extra.socket.close(
            unauthorized ? CloseCodes.unauthorized : CloseCodes.unavailable,
            unauthorized ? 'Unauthorized' : 'The shop service is unavailable',
          );
          return false;
        }
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
    config.WS_KEEPALIVE_MS,
  );

  // Before Fastify closes its server: the open sockets would hold the close.
  app.addHook('preClose', async () => {
    await server.dispose();
    await hub.close();
  });
}
