// @database-agnostic: the budget is the gateway's event loop and sockets; the API only answers the
// shopper's query (runs once, on SQLite; docs/decisions.md "Test suite time").
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Kind, Lexer, parse, print, separateOperations, Source, TokenKind, type DefinitionNode } from 'graphql';
import WebSocket from 'ws';
import { configWith, loadConfig } from '../config/config';
import { startApiProcess, type ApiProcess } from '../test/api-process';
import { startTestGateway, type TestGateway } from '../test/gateway-client';
import { startGatewayProcess, type GatewayProcess } from '../test/gateway-process';
import { liveClient, type LiveClient } from '../test/live-client';

// The budget of WebSocket traffic (docs/decisions.md "WebSocket budget"): a socket that
// floods subscribe messages is closed with 4429 once over its budget, and what it sent past
// that is never read; a document over the size or token cap is refused before it is parsed, over
// WebSocket and HTTP alike. The flooded gateway is a process of its own, as in production.

jest.setTimeout(120_000);

const defaults = configWith({});
/** The flood: this many subscribe messages of about 15 KB, sent without waiting. */
const FLOOD_MESSAGES = 1_500;
const FLOOD_DOCUMENT = `subscription($ids: [ID!]!) { groupChanged(ids: $ids) { ${'id quantityBooked unitsLeft status '.repeat(440)} } }`;
const SHOPPER_QUERY = '{ session { customerId email } }';

let api: ApiProcess;
let flooded: GatewayProcess;
let strict: TestGateway;
let shopper: string;
const clients: LiveClient[] = [];

const wsUrlOf = (httpUrl: string) => `${httpUrl.replace(/^http/, 'ws')}/graphql`;

async function graphql(url: string, query: string, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

/** A raw graphql-transport-ws socket, signed in and acknowledged; `closed` resolves with its close code. */
async function signedInSocket(url: string, token: string): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  await new Promise<void>((resolve, reject) => {
    socket.once('message', (data: Buffer) =>
      JSON.parse(data.toString()).type === 'connection_ack' ? resolve() : reject(new Error(data.toString())),
    );
  });
  return { socket, closed };
}

/** Sends a graphql-ws ping and waits for its pong. */
async function pingPong(socket: WebSocket): Promise<void> {
  const pong = new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('close', (code) => reject(new Error(`closed with ${code} instead of answering`)));
  });
  socket.send(JSON.stringify({ type: 'ping' }));
  await pong;
}

beforeAll(async () => {
  api = await startApiProcess();
  flooded = await startGatewayProcess({ API_URL: api.url });
  strict = await startTestGateway({
    API_URL: api.url,
    WS_MAX_MESSAGE_BYTES: 4096,
    WS_MAX_DOCUMENT_BYTES: 2048,
    GRAPHQL_MAX_TOKENS: 500,
  });
  await strict.app.listen({ port: 0, host: '127.0.0.1' });
  const login = await graphql(
    flooded.url,
    'mutation { login(email: "shopper@example.com", password: "Shopper@123") { token } }',
  );
  shopper = (login.body.data as { login: { token: string } }).login.token;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((live) => live.dispose()));
});
afterAll(async () => {
  await strict?.app.close();
  await flooded?.stop();
  await api?.stop();
});

test(`a socket flooding ${FLOOD_MESSAGES} subscribe messages of 15 KB is closed with 4429 having been answered for at most its budget; a shopper's queries are answered meanwhile`, async () => {
  expect(FLOOD_DOCUMENT.length).toBeGreaterThan(15_000);
  const flood = await signedInSocket(wsUrlOf(flooded.url), shopper);
  // Every message the gateway read from the flood gets one answer at most (an event of
  // group 1, or an error past the subscriptions' limit); what it never read gets none.
  let answered = 0;
  flood.socket.on('message', () => void (answered += 1));
  for (let i = 0; i < FLOOD_MESSAGES; i += 1) {
    flood.socket.send(
      JSON.stringify({
        id: String(i),
        type: 'subscribe',
        payload: { query: FLOOD_DOCUMENT, variables: { ids: ['1'] } },
      }),
    );
  }
  // A shopper beside the flood is served as usual (how fast was measured, docs/decisions.md
  // "WebSocket budget"; timing goals are benchmarks, never assertions).
  for (let i = 0; i < 9; i += 1) {
    const answer = await graphql(flooded.url, SHOPPER_QUERY, shopper);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  }
  expect(await flood.closed).toBe(4429);
  // The budget (WS_MESSAGES_PER_CONNECTION, counting connection_init) bounds what was read.
  expect(answered).toBeGreaterThan(0);
  expect(answered).toBeLessThan(defaults.WS_MESSAGES_PER_CONNECTION);
});

test('a subscription document over the size or token cap is refused unparsed, naming the cap; the socket stays open', async () => {
  const live = liveClient(`ws://127.0.0.1:${(strict.app.server.address() as AddressInfo).port}/graphql`, shopper);
  clients.push(live);
  const refusal = (query: string) =>
    live
      .subscribe(query, { ids: ['1'] })
      .next()
      .catch((errors: unknown) => errors);

  const large = `subscription($ids: [ID!]!) { groupChanged(ids: $ids) { id ${' '.repeat(2100)} } }`;
  expect(await refusal(large)).toEqual([
    expect.objectContaining({
      message: `Subscription document is too large (${Buffer.byteLength(large)} bytes; at most 2048).`,
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    }),
  ]);
  const long = `subscription($ids: [ID!]!) { groupChanged(ids: $ids) { ${'id '.repeat(600)} } }`;
  expect(await refusal(long)).toEqual([
    expect.objectContaining({
      message: 'Query is too long: at most 500 tokens.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    }),
  ]);
  // Still open and serving: an ordinary subscription is answered.
  const ordinary = await live
    .subscribe('subscription($ids: [ID!]!) { groupChanged(ids: $ids) { id } }', { ids: ['1'] })
    .next();
  expect(ordinary.data).toEqual({ groupChanged: { id: '1' } });
});

test('a message over WS_MAX_MESSAGE_BYTES closes the socket with 1009 before it is read', async () => {
  const { socket, closed } = await signedInSocket(
    `ws://127.0.0.1:${(strict.app.server.address() as AddressInfo).port}/graphql`,
    shopper,
  );
  socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'x'.repeat(5000) } }));
  expect(await closed).toBe(1009);
});

test("sockets of one address share its budget: the message past the address's budget closes the socket that sent it", async () => {
  const budgeted = await startTestGateway({
    API_URL: api.url,
    WS_MESSAGES_PER_CONNECTION: 6,
    WS_MESSAGES_PER_ADDRESS: 10,
    WS_MESSAGE_WINDOW_MS: 60_000,
  });
  await budgeted.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(budgeted.app.server.address() as AddressInfo).port}/graphql`;
  // Each connection_init counts: 3 sockets, then 2 pings each, answered one by one, make 9
  // messages from the address, each socket under its own budget of 6.
  const sockets: Awaited<ReturnType<typeof signedInSocket>>[] = [];
  for (let i = 0; i < 3; i += 1) sockets.push(await signedInSocket(url, shopper));
  for (const { socket } of sockets) for (let i = 0; i < 2; i += 1) await pingPong(socket);
  // The address's 10th message is within its budget; the 11th closes the socket that sent it.
  await pingPong(sockets[0]!.socket);
  sockets[1]!.socket.send(JSON.stringify({ type: 'ping' }));
  expect(await sockets[1]!.closed).toBe(4429);
  expect(sockets[0]!.socket.readyState).toBe(WebSocket.OPEN);
  expect(sockets[2]!.socket.readyState).toBe(WebSocket.OPEN);
  for (const { socket } of sockets) socket.terminate();
  await budgeted.app.close();
});

test('over HTTP, a document over GRAPHQL_MAX_TOKENS is a 400 naming the cap, before any upstream call', async () => {
  const long = `{ ${'__typename '.repeat(defaults.GRAPHQL_MAX_TOKENS)} }`;
  const { status, body } = await graphql(flooded.url, long);
  expect(status).toBe(400);
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: `Query is too long: at most ${defaults.GRAPHQL_MAX_TOKENS} tokens.`,
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    }),
  ]);
});

test('every operation the shop sends, with its fragments, is well under the token cap', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  walk(path.resolve(__dirname, '../../../web/src'));
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(fs.readFileSync(file, 'utf8')).definitions);
  const operations = Object.entries(separateOperations({ kind: Kind.DOCUMENT, definitions }));
  const tokensOf = (text: string) => {
    const lexer = new Lexer(new Source(text));
    let tokens = 0;
    while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
    return tokens;
  };
  expect(operations.length).toBeGreaterThan(40);
  for (const [name, document] of operations) {
    const tokens = tokensOf(print(document));
    expect({ name, withinHalfTheCap: tokens <= defaults.GRAPHQL_MAX_TOKENS / 2 }).toEqual({
      name,
      withinHalfTheCap: true,
    });
  }
});

test('the budget settings are checked at start: a wrong one stops it, naming the setting', () => {
  expect(loadConfig({})).toMatchObject({
    WS_MESSAGES_PER_CONNECTION: 50,
    WS_MESSAGES_PER_ADDRESS: 300,
    WS_MESSAGE_WINDOW_MS: 10_000,
    WS_MAX_MESSAGE_BYTES: 65_536,
    WS_MAX_DOCUMENT_BYTES: 8_192,
    GRAPHQL_MAX_TOKENS: 2_000,
  });
  expect(() => loadConfig({ WS_MESSAGES_PER_CONNECTION: '0' })).toThrow(/WS_MESSAGES_PER_CONNECTION/);
  expect(() => loadConfig({ GRAPHQL_MAX_TOKENS: 'lots' })).toThrow(/GRAPHQL_MAX_TOKENS/);
  expect(() => loadConfig({ WS_MAX_MESSAGE_BYTES: '100' })).toThrow(/WS_MAX_MESSAGE_BYTES/);
});
