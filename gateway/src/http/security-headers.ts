import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

// Stripe Elements loads Stripe.js, talks to Stripe's API and frames its card fields from
// these origins; a shop without Stripe allows none of them.
const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

// The developer explorers (Apollo Sandbox on GET /graphql, GraphiQL on /graphiql) run
// inline scripts and Apollo's hosted sandbox; they hold no shopper data, so their pages
// keep only the framing ban.
const EXPLORER_PAGES = new Set(['/graphql', '/graphiql']);
const EXPLORER_POLICY = "frame-ancestors 'none'";

// A customer's uploaded document (GET /uploads/*) may be framed by the shop's own pages,
// and only by them: the operator console shows PDFs inline for review. Nothing else is
// allowed to load in that frame (no scripts, no connections).
const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

// The built shop's scripts and styles. A browser reads a Content-Security-Policy, framing
// and the other document policies only on a page (or a worker), never on a script or a
// style sheet; on these files they were about 470 bytes of every answer, 8 KB of a page's
// twenty scripts over HTTP/1.1. They keep the headers that do apply to a subresource.
const ASSETS = '/assets/';
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']);

// A GraphQL answer (JSON, a multipart or event stream) is read by a script, never shown as
// a page: of a page's policies it keeps what applies to any answer (nosniff, CORP, the
// referrer policy, HSTS) and a short policy that forbids loading anything or being framed
// should it ever be opened as a document (OWASP's REST headers). The page's full policy
// and framing headers were 15-20% of the gateway's CPU per cart answer (docs/decisions.md
// "The executed path"). A navigation to /graphql (Apollo Sandbox) keeps a page's headers.
const API_PATH = '/graphql';
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** One year, every subdomain: browsers keep to HTTPS for the shop's name (docs/decisions.md "HSTS from the gateway"). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers of every answer that are not helmet's. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with these options. They are the same on every answer, but
 * @fastify/helmet builds a new helmet (parsing the CSP directives) for every request,
 * a tenth of a millisecond each (docs/decisions.md "Gateway speed"): so helmet answers
 * one request at start-up and its headers are copied onto every answer.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(answer.headers)
    .filter(([name]) => !NOT_HELMETS.has(name))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * Security headers on every page and answer (helmet): a Content-Security-Policy with no
 * inline script but the shop page's own (by hash), nosniff, no framing, a strict referrer
 * policy, and HSTS: on every answer when the shop's public origin is HTTPS in production,
 * else on answers that went out over HTTPS (docs/decisions.md, "Production mode":
 * Security headers; "HSTS from the gateway").
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  // uploadOrigin: with object storage the shop PUTs documents straight to the bucket's origin.
  // inlineScripts: the sources ('sha256-…') of the shop page's own inline scripts.
  // hstsOnEveryAnswer: production behind an https PUBLIC_URL.
  options: {
    stripe: boolean;
    uploadOrigin?: string | undefined;
    inlineScripts?: string[];
    hstsOnEveryAnswer?: boolean;
  },
): Promise<void> {
  const stripe = (origins: string[]) => (options.stripe ? origins : []);
  const uploads = options.uploadOrigin ? [options.uploadOrigin] : [];
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? []), ...stripe(STRIPE.script)],
        // antd writes its component styles into <style> tags at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe(STRIPE.connect), ...uploads],
        // The console's mail previews are `srcdoc` frames (web features/admin-mail): not
        // fetched, so frame-src does not apply; they inherit this policy, under which their
        // inline styles and the shop's own images load and, sandboxed, no script runs.
        frameSrc: ["'self'", ...stripe(STRIPE.frame)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, only where the answer really went out over HTTPS.
    strictTransportSecurity: false,
    // No Cross-Origin-Embedder-Policy: under it, Stripe's cross-origin script and frames
    // would need headers Stripe does not send.
    crossOriginEmbedderPolicy: false,
  });
  // Browsers take HSTS only from an answer that came over HTTPS and ignore it otherwise,
  // so where the shop is only reached over HTTPS it goes on everything, whatever the
  // hop that ended TLS said (or was believed about) the protocol.
  if (options.hstsOnEveryAnswer) headers.push(['strict-transport-security', HSTS]);
  const assetHeaders = headers.filter(
    ([name]) => SUBRESOURCE_HEADERS.has(name) || name === 'strict-transport-security',
  );
  const apiHeaders: [string, string][] = [...assetHeaders, ['content-security-policy', API_POLICY]];
  /** The headers of one answer: a page's, unless it is an asset or a GraphQL answer that no one navigated to. */
  const headersOf = (method: string, url: string, accept: string | undefined) => {
    // A navigation (it accepts HTML) gets a page's headers even under /assets/: a missing
    // file there is answered with the shop's page (web-app.ts), which keeps its policies.
    if ((accept ?? '').includes('text/html')) return headers;
    if (url.startsWith(API_PATH) && (url.length === API_PATH.length || url[API_PATH.length] === '?')) return apiHeaders;
    return method === 'GET' && url.startsWith(ASSETS) ? assetHeaders : headers;
  };
  // On the raw answer, as helmet itself sets them: routes that stream the answer keep them too.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headersOf(request.method, request.url, request.headers.accept)) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
  // A callback rather than an async hook, and the cheap tests first: it runs on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = reply.getHeader('content-type');
    if (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      EXPLORER_PAGES.has(request.url.split('?')[0] ?? '')
    ) {
      reply.header('content-security-policy', EXPLORER_POLICY);
    }
    if (request.method === 'GET' && request.url.startsWith('/uploads/')) {
      reply.header('content-security-policy', UPLOAD_POLICY);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    done(null, payload);
  });
}
