import { Client, type ClientConfig } from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface ChannelListener {
  /** A notification's payload, for this handle's schema (the `<schema>:` prefix removed). */
  payload(text: string): void;
  /** The connection dropped and came back: notifications may have been missed. */
  resync(): void;
}

const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * LISTENs to one PostgreSQL channel on a dedicated connection (none of the pool's: a
 * LISTEN lives as long as its connection), reconnecting with backoff until stopped.
 * Payloads are `<schema>:<text>`; another schema's (tests share a database) are ignored.
 * Answers the function that stops listening.
 */
export async function listenToChannel(
  options: ClientConfig,
  schema: string,
  channel: string,
  listener: ChannelListener,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const prefix = `${schema}:`;
  let stopped = false;
  let client: Client | undefined;
  let retryDelay = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new Client(options);
    // Without a listener an 'error' (the server ending the connection) ends the process.
    next.on('error', (error) => log.warn({ err: error, channel }, 'database listener: connection error'));
    next.on('notification', (message) => {
      if (message.payload?.startsWith(prefix)) listener.payload(message.payload.slice(prefix.length));
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          retryDelay = 250;
          log.info({ channel }, 'database listener: listening again');
          listener.resync();
        },
        (error: unknown) => {
          log.warn({ err: error, channel }, 'database listener: reconnect failed');
          retryDelay = Math.min(retryDelay * 2, MAX_RECONNECT_DELAY_MS);
          scheduleReconnect();
        },
      );
    }, retryDelay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
