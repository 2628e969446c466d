import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveClient {
  client: Client;
  /** The close event's code once the connection closed (never resolves while it stays open). */
  closed: Promise<number>;
  /** Resolves when the server acknowledged the connection. */
  connected: Promise<void>;
  /** Events of one subscription, in order; `next()` waits for the following one. */
  subscribe(query: string, variables: Record<string, unknown>): LiveSubscription;
  dispose(): Promise<void>;
}

export interface LiveSubscription {
  next(): Promise<{
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  }>;
  stop(): void;
}

/** A graphql-ws client on `url` (ws://…/graphql) with `token` in its connectionParams, connecting at once. */
export function liveClient(url: string, token: string | undefined): LiveClient {
  let onClosed: (code: number) => void = () => {};
  let onConnected: () => void = () => {};
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: token === undefined ? {} : { authorization: `Bearer ${token}` },
    on: {
      closed: (event) => onClosed((event as { code: number }).code),
      connected: () => onConnected(),
    },
    // Errors show up in `closed`; the test reads the close code.
    onNonLazyError: () => {},
  });
  return {
    client,
    closed,
    connected,
    subscribe(query, variables) {
      const iterator = client.iterate({ query, variables });
      return {
        next: async () => {
          const result = await iterator.next();
          if (result.done) throw new Error('the subscription ended');
          return result.value as Awaited<ReturnType<LiveSubscription['next']>>;
        },
        stop: () => void iterator.return?.(),
      };
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}
