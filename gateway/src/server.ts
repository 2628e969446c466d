import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GatewayConfig } from './config';
import { createContextFactory, type GatewayContext } from './context';
import { inputRulesPlugin } from './plugins/input-rules-plugin';
import { httpStatusPlugin } from './plugins/http-status-plugin';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { jitGateway } from './execution/jit-gateway';
import { queryCostPlugin } from './plugins/query-cost';
import { queryLimitsRule } from './plugins/query-limits';
import { formatGatewayError } from './rest/error-mapping';
import type { UpstreamObserver } from './rest/rest-client';
import { createRestPool } from './rest/rest-pool';
import { UPLOAD_BODY_LIMIT_BYTES, passRawBody, proxyToApi } from './http/upstream-proxy';
import { scalarResolvers } from './resolvers/scalars';
import { authResolvers } from './resolvers/auth';
import { cardsResolvers } from './resolvers/cards';
import { cartResolvers } from './resolvers/cart';
import { catalogResolvers } from './resolvers/catalog';
import { invoicesResolvers } from './resolvers/invoices';
import { ordersResolvers } from './resolvers/orders';
import { profileResolvers } from './resolvers/profile';
import { referenceResolvers } from './resolvers/reference';

export const SCHEMA_FILE = path.resolve(__dirname, '../../schema.graphql');

export interface GatewayOptions {
  /** Sees every upstream call; tests count calls per operation with it. */
  observeUpstream?: UpstreamObserver;
}

export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: config.BODY_LIMIT_BYTES,
    logger: {
      level: config.LOG_LEVEL,
      // Tokens and passwords never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  });
  const pool = createRestPool(config);
  // An answer to a request that carried a session (POST, or a persisted query's GET) is
  // that person's own: no cache may keep it.
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
  });
  app.addHook('onClose', async () => pool.close());

  const schema = makeExecutableSchema<GatewayContext>({
    typeDefs: fs.readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers: [
      scalarResolvers,
      catalogResolvers,
      cartResolvers,
      cardsResolvers,
      ordersResolvers,
      invoicesResolvers,
      authResolvers,
      profileResolvers,
      referenceResolvers,
    ],
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway: jitGateway(schema),
    formatError: formatGatewayError,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    // Client developers explore the schema in Sandbox and GraphiQL; nothing in it is secret.
    introspection: true,
    validationRules: [queryLimitsRule({ maxDepth: 10, maxAliases: 30 })],
    plugins: [
      inputRulesPlugin,
      fastifyApolloDrainPlugin(app),
      // No @cacheControl hints are used; the default plugin's per-field hook costs CPU on every item.
      ApolloServerPluginCacheControlDisabled(),
      httpStatusPlugin,
      queryCostPlugin(config.MAX_QUERY_COST),
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: createContextFactory(pool, config.UPSTREAM_TIMEOUT_MS, options.observeUpstream),
  });

  // Sandbox on /graphql loads from Apollo's CDN; this explorer works offline.
  const graphiql = renderGraphiQL({ endpoint: '/graphql', title: 'Group-buy shop GraphiQL' });
  app.get('/graphiql', async (_request, reply) => reply.type('text/html; charset=utf-8').send(graphiql));

  app.get('/health', async (_request, reply) => {
    try {
      const upstream = await pool.request({
        method: 'GET',
        path: '/api/health',
        headersTimeout: 2_000,
        bodyTimeout: 2_000,
      });
      await upstream.body.dump();
      const apiUp = upstream.statusCode === 200;
      return reply.code(apiUp ? 200 : 503).send({ status: apiUp ? 'ok' : 'degraded', api: apiUp ? 'up' : 'down' });
    } catch {
      return reply.code(503).send({ status: 'degraded', api: 'down' });
    }
  });

  app.get('/media/*', proxyToApi(pool, config.UPSTREAM_TIMEOUT_MS));

  // Paths whose bodies stream to the API unparsed, on the one public origin:
  // - signed document URLs (the API's /api/uploads/*): the browser PUTs a file's bytes and
  //   GETs it back; the API checks signature, type and size (up to its 10 MB);
  // - the sandbox card form's token call (design §5): card data never passes through
  //   GraphQL and is never parsed or logged by the gateway.
  await app.register(async (passthrough) => {
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser('*', passRawBody);
    const proxy = proxyToApi(pool, config.UPSTREAM_TIMEOUT_MS);
    passthrough.get('/uploads/*', proxy);
    passthrough.put('/uploads/*', { bodyLimit: UPLOAD_BODY_LIMIT_BYTES }, proxy);
    passthrough.post('/payments/sandbox/tokens', proxy);
  });

  await serveWebApp(app, config.WEB_DIST);
  return app;
}

/** Serves the built shop with a history fallback, so /category/3 loads the app too. */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // The page itself is revalidated on every visit; hashed assets may be cached for long.
  const sendPage = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false });
    app.get('/', (_request, reply) => sendPage(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasBuild && wantsPage) return sendPage(reply);
    return reply.code(404).send({ status: 404, message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
