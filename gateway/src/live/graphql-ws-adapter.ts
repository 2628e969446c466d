import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';

/** What graphql-ws's callbacks find in `ctx.extra`: the same as its own `ws` adapter's. */
export interface SocketExtra {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
}

export interface AdapterOptions {
  /** Ping every so often; a peer that has not answered by the next ping is cut off. */
  keepAliveMs: number;
  /**
   * Asked for every message before graphql-ws reads it (decodes, parses, validates):
   * false drops the message unread (the gate closes the socket itself).
   */
  admit(socket: WebSocket, data: Buffer): boolean;
  /** graphql-ws failed handling a message (the socket is closed with 4500). */
  onInternalError(error: unknown): void;
  /** The client sent what `ws` refuses (a frame over the size cap, a bad frame); `ws` has closed the socket. */
  onSocketError(error: unknown): void;
}

/**
 * graphql-ws served on a `ws` server, as graphql-ws's own `useServer` (graphql-ws/use/ws)
 * does, plus a gate in front of every message (docs/decisions.md "WebSocket budget"):
 * `useServer` hands each message to graphql-ws at once, so a budget could only be
 * counted after the work it should prevent.
 */
export function serveGraphqlWs<P extends Record<string, unknown>, E extends Record<PropertyKey, unknown>>(
  options: ServerOptions<P, SocketExtra & Partial<E>>,
  wss: WebSocketServer,
  adapter: AdapterOptions,
): { dispose(): Promise<void> } {
  const server = makeServer(options);
  wss.options.handleProtocols = handleProtocols;
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const internalError = (error: unknown) => {
      adapter.onInternalError(error);
      socket.close(CloseCode.InternalServerError, 'Internal server error');
    };
    // Without a listener the 'error' would end the process.
    socket.on('error', adapter.onSocketError);

    let pongWait: NodeJS.Timeout | undefined;
    const pingInterval = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), adapter.keepAliveMs);
      socket.once('pong', () => clearTimeout(pongWait));
      socket.ping();
    }, adapter.keepAliveMs);

    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data: Buffer) => {
            if (!adapter.admit(socket, data)) return;
            handle(data.toString()).catch(internalError);
          }),
      },
      { socket, request } as SocketExtra & Partial<E>,
    );

    socket.once('close', (code, reason) => {
      clearTimeout(pongWait);
      clearInterval(pingInterval);
      void closed(code, reason.toString());
    });
  });

  return {
    async dispose() {
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners();
      await new Promise<void>((resolve, reject) => wss.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
