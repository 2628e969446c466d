import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Pool } from 'undici';
import type { GatewayConfig } from '../config';
import { bareToken, createGatewayContext, type GatewayContext } from '../context';
import { queryLimitsRule } from '../plugins/query-limits';
import { formatGatewayError } from '../rest/error-mapping';
import type { UpstreamObserver } from '../rest/rest-client';
import { RestError } from '../rest/rest-errors';
import type { RestSessionData } from '../rest/rest-types';
import type { GroupChangeHub } from './group-change-hub';
import { AddressBook, CloseCodes, LiveConnection } from './live-connection';

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

type TrustProxy = GatewayConfig['TRUST_PROXY'];

/** The client's address by the same TRUST_PROXY rule Fastify applies to HTTP requests. */
function addressResolver(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted =
    typeof trust === 'function' ? trust : typeof trust === 'boolean' ? () => trust : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, trusted);
}

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
      context: (ctx): GatewayContext => {
        const live = connections.get(ctx.extra.socket);
        return { ...createGatewayContext(upstream, { token: ctx.extra.token, clientIp: live?.address ?? '' }), live };
      },
      // Errors read as over HTTP: the same codes and messages (rest/error-mapping.ts).
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatGatewayError(error.toJSON(), error)) }
          : undefined,
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
