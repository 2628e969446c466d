import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { ApolloServer } from '@apollo/server';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { GatewayConfig } from './config/config';
import { createContextFactory, createGatewayContext, type GatewayContext } from './context/context';
import { refuseClientMistakes } from './plugins/input-rules-plugin';
import { httpStatusOfAnswer } from './plugins/http-status-plugin';
import { requestIdInErrors } from './plugins/request-id-plugin';
import { requestStepsPlugin } from './plugins/request-steps';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { jitGateway } from './execution/jit-gateway';
import { nameOperationSpan } from './plugins/operation-span-plugin';
import { queryCostLimit } from './plugins/query-cost';
import { trustedDocumentsCache } from './plugins/trusted-documents';
import { refuseSubscriptionsOverHttp } from './plugins/subscriptions-over-websocket';
import { queryLimitsRule } from './plugins/query-limits';
import { rewordTokenLimit } from './plugins/document-limits';
import { formatGatewayError } from './rest/error-mapping';
import type { UpstreamObserver } from './rest/rest-client';
import { createRestPool } from './rest/rest-pool';
import { registerGraphiqlPage } from './http/graphiql-page';
import { registerGraphqlRateLimit } from './http/rate-limit';
import { refuseUntrustedDocuments } from './http/trusted-documents-gate';
import { createPersistedQueryCache } from './cache/persisted-query-cache';
import { registerPublicAnswerCache } from './cache/public-answer-cache';
import { shareGroupChanges } from './cache/shared-group-changes';
import { createCachePolicy } from './cache/cache-policy';
import { cacheControlHeader } from './plugins/cache-control-plugin';
import { inlineScriptSources } from './http/inline-scripts';
import { registerSecurityHeaders } from './http/security-headers';
import { STRIPE_WEBHOOK_PATH, UPLOAD_BODY_LIMIT_BYTES, passRawBody, proxyToApi } from './http/upstream-proxy';
import { serveWebApp } from './http/web-app';
import { registerSharePages } from './http/share-pages';
import type { Registry } from 'prom-client';
import { closeConnectionsWhenClosing } from '@shop/server-kit/drain-on-close';
import { answerRequestId, requestIdFrom } from '@shop/server-kit/request-id';
import { createGatewayMetrics } from './observability/metrics';
import { registerHealthRoutes } from './http/health';
import { requestIdInServerErrors } from './http/request-id-in-errors';
import { fromTrustedProxy } from './config/trusted-proxy';
import { enumValues } from './resolvers/enum-values';
import { scalarResolvers } from './resolvers/scalars';
import { authResolvers } from './resolvers/auth';
import { cardsResolvers } from './resolvers/cards';
import { cartResolvers } from './resolvers/cart';
import { catalogResolvers } from './resolvers/catalog';
import { invoicesResolvers } from './resolvers/invoices';
import { mailResolvers } from './resolvers/mail';
import { ordersResolvers } from './resolvers/orders';
import { profileResolvers } from './resolvers/profile';
import { referenceResolvers } from './resolvers/reference';
import { adminResolvers } from './resolvers/admin';
import { adminDocumentsResolvers } from './resolvers/admin-documents';
import { ORDER_LINES_CSV_PATH, adminOrdersResolvers } from './resolvers/admin-orders';
import { GROUPS_CSV_PATH, adminGroupsResolvers } from './resolvers/admin-groups';
import { LEDGER_CSV_PATH, adminSettlementResolvers } from './resolvers/admin-settlement';
import { adminPaymentsResolvers } from './resolvers/admin-payments';
import { adminOverviewResolvers } from './resolvers/admin-overview';
import { adminMailResolvers } from './resolvers/admin-mail';
import { CUSTOMERS_CSV_PATH, adminCustomersResolvers } from './resolvers/admin-customers';
import { adminStaffResolvers } from './resolvers/admin-staff';
import { AUDIT_LOG_CSV_PATH, adminAuditResolvers } from './resolvers/admin-audit';
import { staffAccountsResolvers } from './resolvers/staff-accounts';
import { groupChangesResolvers } from './resolvers/group-changes';
import { createGroupChangeHub } from './live/group-change-hub';
import { openGroupChangeUpstream } from './api-streams/group-change-upstream';
import { attachSubscriptionServer } from './live/subscription-server';

export const SCHEMA_FILE = path.resolve(__dirname, '../../schema.graphql');

export interface GatewayOptions {
  /** Sees every upstream call; tests count calls per operation with it. */
  observeUpstream?: UpstreamObserver;
  /** Called when the public answer cache drops everything (a group changed); tests wait on it. */
  observePublicAnswersDropped?: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics of this gateway (served by main.ts on METRICS_PORT). */
    metrics: Registry;
  }
}

/** Every resolver map of the schema (exported so a test can check each admin field's own guard). */
export const RESOLVERS = [
  enumValues,
  scalarResolvers,
  catalogResolvers,
  cartResolvers,
  cardsResolvers,
  ordersResolvers,
  invoicesResolvers,
  authResolvers,
  mailResolvers,
  profileResolvers,
  referenceResolvers,
  adminResolvers,
  adminDocumentsResolvers,
  adminOrdersResolvers,
  adminSettlementResolvers,
  adminPaymentsResolvers,
  adminGroupsResolvers,
  adminOverviewResolvers,
  adminMailResolvers,
  adminCustomersResolvers,
  adminStaffResolvers,
  adminAuditResolvers,
  staffAccountsResolvers,
  groupChangesResolvers,
];

export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // X-Request-Id from a proxy TRUST_PROXY names, else a new UUID (docs/decisions.md "Request id").
    genReqId: requestIdFrom(fromTrustedProxy(config.TRUST_PROXY)),
    logger: {
      level: config.LOG_LEVEL,
      // Tokens and passwords never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });
  const pool = createRestPool(config);
  closeConnectionsWhenClosing(app);
  answerRequestId(app);
  // Before compression: its onSend must see the JSON text.
  requestIdInServerErrors(app);
  const metrics = createGatewayMetrics(pool);
  app.decorate('metrics', metrics.registry);
  await registerSecurityHeaders(app, {
    stripe: config.STRIPE_PUBLISHABLE_KEY !== undefined,
    uploadOrigin: config.UPLOAD_ORIGIN,
    inlineScripts: inlineScriptSources(config.WEB_DIST),
    hstsOnEveryAnswer: config.NODE_ENV === 'production' && config.PUBLIC_URL.startsWith('https://'),
  });
  await registerGraphqlRateLimit(app, { perMinute: config.GRAPHQL_RATE_LIMIT, redisUrl: config.REDIS_URL });
  // TRUSTED_DOCUMENTS=enforce: before the public answer cache and Apollo, only manifest operations.
  refuseUntrustedDocuments(app, config.TRUSTED_DOCUMENTS);
  // One stream of group changes drops the public answers and the share pages alike.
  const publicGroupChanges = shareGroupChanges((handlers) =>
    openGroupChangeUpstream(config.API_URL, handlers, app.log),
  );
  // Before compression (its onSend must see the JSON text) and before the GraphQL route.
  registerPublicAnswerCache(app, {
    registry: metrics.registry,
    openGroupChanges: publicGroupChanges,
    onDrop: options.observePublicAnswersDropped,
  });
  // Large GraphQL and JSON answers go out compressed; brotli at a low quality, because it
  // runs on every answer (the shop's files were compressed once, at build).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // An answer to a request that carried a session (POST, or a persisted query's GET) is
  // that person's own: no cache may keep it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  app.addHook('onClose', async () => pool.close());

  const schema = makeExecutableSchema<GatewayContext>({
    typeDefs: fs.readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers: RESOLVERS,
  });
  // Shared by every instance through Redis when REDIS_URL is set; Apollo's in-memory cache otherwise.
  const persistedQueries = createPersistedQueryCache(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log);
  if (persistedQueries) app.addHook('onClose', () => persistedQueries.close());
  // A manifest id's text comes from memory where Apollo looks its persisted queries up.
  const queryTexts = trustedDocumentsCache(config.TRUSTED_DOCUMENTS, persistedQueries?.cache);
  const apollo = new ApolloServer<GatewayContext>({
    gateway: jitGateway(schema),
    ...(queryTexts ? { persistedQueries: { cache: queryTexts } } : {}),
    formatError: (formatted, error) => formatGatewayError(rewordTokenLimit(formatted), error),
    // Apollo's default adds a newline to the JSON, a second copy of every answer when it is
    // measured and written (docs/decisions.md "The executed path").
    stringifyResult: (result) => JSON.stringify(result),
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    // The lexer stops at the token cap, before validation (docs/decisions.md "WebSocket budget").
    parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS },
    // Client developers explore the schema in Sandbox and GraphiQL; nothing in it is secret.
    // GRAPHQL_INTROSPECTION=off refuses it with graphql-js's rule, whose message names the
    // field, rather than Apollo's, which tells the client how to configure Apollo Server
    // (docs/decisions.md "Introspection").
    introspection: true,
    validationRules: [
      queryLimitsRule({ maxDepth: 10, maxAliases: 30 }),
      ...(config.GRAPHQL_INTROSPECTION === 'off' ? [NoSchemaIntrospectionCustomRule] : []),
    ],
    plugins: [
      // The gateway's own work on a request, one listener for all of it (plugins/request-steps.ts).
      requestStepsPlugin<GatewayContext>({
        // In this order: the span is named even for an operation a check refuses.
        checks: [
          nameOperationSpan,
          refuseClientMistakes,
          refuseSubscriptionsOverHttp,
          queryCostLimit(config.MAX_QUERY_COST),
        ],
        // The @cacheControl hints are read once per document (cacheControlHeader), not per item.
        answers: [
          cacheControlHeader(createCachePolicy(schema)),
          httpStatusOfAnswer,
          requestIdInErrors(app.log),
          metrics.observeAnswer,
        ],
      }),
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(),
      // Apollo adds its inline-trace plugin to a federated subgraph's answers; this gateway is none.
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: createContextFactory(pool, config.UPSTREAM_TIMEOUT_MS, options.observeUpstream),
  });

  registerGraphiqlPage(app, config.NODE_ENV === 'production');

  registerHealthRoutes(app, pool);

  // Live updates: GraphQL subscriptions over WebSocket on /graphql, fed by one stream of
  // group changes from the API for all subscribers (docs/decisions.md "Live group changes").
  const upstream = { pool, timeoutMs: config.UPSTREAM_TIMEOUT_MS, observe: options.observeUpstream };
  const hub = createGroupChangeHub({
    openUpstream: (handlers) => openGroupChangeUpstream(config.API_URL, handlers, app.log, options.observeUpstream),
    readGroups: async (ids) => {
      const { rest } = createGatewayContext(upstream, { token: undefined, clientIp: '' });
      return (await rest.post('/api/group/batch', { body: { ids } })).data;
    },
    onError: (error) => app.log.warn({ err: error }, 'group change stream: reading watched groups failed'),
  });
  attachSubscriptionServer(app, { schema, config, pool, hub, observeUpstream: options.observeUpstream });

  app.get('/media/*', proxyToApi(pool, config.UPSTREAM_TIMEOUT_MS));
  // The console's ledger export (`AdminLedgerPage.csvPath`): streamed from the API, which
  // checks the admin's Authorization header; a file download is no GraphQL answer.
  app.get(LEDGER_CSV_PATH, proxyToApi(pool, config.UPSTREAM_TIMEOUT_MS));
  app.get(AUDIT_LOG_CSV_PATH, proxyToApi(pool, config.UPSTREAM_TIMEOUT_MS));
  // Issue 39's exports: the pick list, customers and groups, each of the screen's filter.
  for (const path of [ORDER_LINES_CSV_PATH, CUSTOMERS_CSV_PATH, GROUPS_CSV_PATH]) {
    app.get(path, proxyToApi(pool, config.UPSTREAM_TIMEOUT_MS));
  }

  // Paths whose bodies stream to the API unparsed, on the one public origin:
  // - signed document URLs (the API's /api/uploads/*): the browser PUTs a file's bytes and
  //   GETs it back; the API checks signature, type and size (up to its 10 MB);
  // - the sandbox card form's token call (docs/architecture.md): card data never passes through
  //   GraphQL and is never parsed or logged by the gateway;
  // - Stripe's webhook events: the API checks their signature over the exact bytes Stripe
  //   sent, so they reach it unparsed, with the Stripe-Signature header (docs/decisions.md
  //   "Stripe webhooks"); no rate limit, which would drop deliveries Stripe then retries late;
  // - the price-drop mail's one-click unsubscribe (RFC 8058): a mailbox POSTs the form
  //   `List-Unsubscribe=One-Click` to the mail's unsubscribe address, whose GET is the web's
  //   page; the API reads the form and the signed query (docs/decisions.md "Mail templates").
  await app.register(async (passthrough) => {
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser('*', passRawBody);
    const proxy = proxyToApi(pool, config.UPSTREAM_TIMEOUT_MS);
    passthrough.get('/uploads/*', proxy);
    passthrough.put('/uploads/*', { bodyLimit: UPLOAD_BODY_LIMIT_BYTES }, proxy);
    passthrough.post('/payments/sandbox/tokens', proxy);
    passthrough.post(STRIPE_WEBHOOK_PATH, proxy);
    passthrough.post('/unsubscribe', proxy);
  });

  registerSharePages(app, {
    pool,
    publicUrl: config.PUBLIC_URL,
    webDist: config.WEB_DIST,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    openGroupChanges: publicGroupChanges,
  });
  await serveWebApp(app, config.WEB_DIST);
  return app;
}
