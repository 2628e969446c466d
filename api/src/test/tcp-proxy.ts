import net from 'node:net';

// A TCP proxy the fault tests put between a server and what it talks to (the API and
// PostgreSQL, the API and its S3 server, the gateway and the API), so a test can cut the
// connections in the middle of what they carry, as a restart, a crash or a network fault
// would, without stopping a server that other tests share.

export type Way = 'to-server' | 'to-client';

/** Looks at each chunk on its way; 'stop' forwards half of it, then stops the proxy (`stop()`). */
export type Tap = (chunk: Buffer, way: Way, request: string) => 'pass' | 'stop';

/** Picks connections by the first HTTP request line they carried ('' for other protocols). */
export type Which = (firstRequest: string) => boolean;

export interface TcpProxy {
  readonly port: number;
  /** Ends the connections `which` picks (all by default), both sides, now. */
  cut(which?: Which): void;
  /** From now on a new connection `which` picks is ended at its first request; `undefined` lets all through again. */
  refuse(which: Which | undefined): void;
  /** Stops listening (new connections are refused: ECONNREFUSED) and ends every connection. */
  stop(): Promise<void>;
  /** Listens again, on the same port (when stopped). */
  start(): Promise<void>;
  /** Set to look at (and stop in the middle of) what passes; see `Tap`. */
  tap: Tap | undefined;
  close(): Promise<void>;
}

type Pair = { client: net.Socket; server: net.Socket; firstRequest: string | undefined };

const REQUEST_LINE = /^[A-Z]+ \S+ HTTP\/1\.[01]\r\n/;

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let refused: Which | undefined;
  // Set by a tap's 'stop': nothing more passes from then on.
  let halted = false;
  let port = 0;
  let listener: net.Server | undefined;

  const end = (pair: Pair) => {
    pair.client.destroy();
    pair.server.destroy();
    pairs.delete(pair);
  };

  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    tap: undefined,
    cut(which) {
      for (const pair of pairs) if (!which || which(pair.firstRequest ?? '')) end(pair);
    },
    refuse(which) {
      refused = which;
    },
    async stop() {
      const stopping = listener;
      listener = undefined;
      proxy.cut();
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
    async start() {
      halted = false;
      if (listener) return;
      const server = net.createServer(accept);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      port = (server.address() as net.AddressInfo).port;
      listener = server;
    },
    close: () => proxy.stop(),
  };

  function accept(client: net.Socket): void {
    const server = net.connect(target.port, target.host);
    const pair: Pair = { client, server, firstRequest: undefined };
    pairs.add(pair);
    let request = '';
    const relay = (from: net.Socket, to: net.Socket, way: Way) => {
      from.on('data', (chunk: Buffer) => {
        if (halted) return;
        if (way === 'to-server') {
          const line = REQUEST_LINE.exec(chunk.subarray(0, 300).toString('latin1'))?.[0].trim();
          if (line) request = line;
          if (pair.firstRequest === undefined) {
            pair.firstRequest = request;
            if (refused?.(request)) return end(pair);
          }
        }
        if (proxy.tap?.(chunk, way, request) === 'stop') {
          halted = true;
          to.write(chunk.subarray(0, Math.floor(chunk.length / 2)), () => void proxy.stop());
          return;
        }
        to.write(chunk);
      });
      from.on('error', () => end(pair));
      from.on('close', () => end(pair));
    };
    relay(client, server, 'to-server');
    relay(server, client, 'to-client');
  }

  await proxy.start();
  return proxy;
}
