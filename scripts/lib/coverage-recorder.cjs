// What the tests reach, recorded while they run (scripts/coverage-count.ts counts it):
// every route whose handler Fastify runs, and every GraphQL document the gateway is sent.
// Off unless SHOP_COVERAGE_DIR is set (npm test sets it). Loaded by the API's and the
// gateway's jest setup (in-process apps) and by `--require` into the servers the tests
// start (scripts/lib/coverage-env.ts). Plain CommonJS: it loads before any TypeScript
// loader. It listens on Fastify's diagnostics channel, so no server code knows of it.
const diagnostics = require('node:diagnostics_channel');
const fs = require('node:fs');
const path = require('node:path');

const dir = process.env.SHOP_COVERAGE_DIR;
const HANDLER_START = 'tracing:fastify.request.handler:start';
// One listener per process: jest loads this file again for every test file in a worker.
const KEY = Symbol.for('shop.coverageRecorder');

/** The suite a test file belongs to (its package folder), or what started this server. */
function levelOf(testPath) {
  const relative = testPath ? path.relative(path.resolve(__dirname, '../..'), testPath) : '';
  return relative.split(path.sep)[0] || process.env.SHOP_COVERAGE_LEVEL || 'unknown';
}

// The shop sends its operations by persisted id alone (docs/graphql.md "Persisted and
// trusted documents"): their text is the manifest's.
const MANIFEST = path.resolve(__dirname, '../../gateway/src/__generated__/persisted-documents.json');
let manifest;
function persistedDocument(id) {
  if (!manifest) {
    try {
      const { operations } = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
      manifest = new Map(operations.map((operation) => [operation.id, operation.body]));
    } catch {
      manifest = new Map();
    }
  }
  return manifest.get(id);
}

function graphqlDocument(request) {
  const source = request.method === 'GET' ? request.query : request.body;
  if (!source) return undefined;
  if (typeof source.query === 'string') return source.query;
  let extensions = source.extensions;
  if (typeof extensions === 'string') {
    try {
      extensions = JSON.parse(extensions);
    } catch {
      return undefined;
    }
  }
  const id = extensions && extensions.persistedQuery && extensions.persistedQuery.sha256Hash;
  return typeof id === 'string' ? persistedDocument(id) : undefined;
}

if (dir) {
  const file = path.join(dir, `${process.pid}.jsonl`);
  const seen = new Set();
  const record = (entry) => {
    const key = JSON.stringify(entry);
    if (seen.has(key)) return;
    seen.add(key);
    fs.mkdirSync(dir, { recursive: true });
    fs.appendFileSync(file, `${key}\n`);
  };
  // In a jest worker each test file replaces the listener, so the level is its own.
  const testPath = typeof globalThis.expect === 'function' ? globalThis.expect.getState().testPath : undefined;
  const level = levelOf(testPath);
  const listener = ({ request, route }) => {
    // The API decorates its server with its route inventory; the gateway does not.
    const server = request.server.routeInventory ? 'api' : 'gateway';
    for (const method of [route.method].flat()) record({ level, server, method, route: route.url });
    const document = server === 'gateway' && route.url === '/graphql' ? graphqlDocument(request) : undefined;
    if (document) record({ level, graphql: document });
  };
  const channel = diagnostics.channel(HANDLER_START);
  if (diagnostics[KEY]) channel.unsubscribe(diagnostics[KEY]);
  diagnostics[KEY] = listener;
  channel.subscribe(listener);
}
