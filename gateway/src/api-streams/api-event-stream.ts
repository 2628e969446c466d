import { createParser } from 'eventsource-parser';
import { Client } from 'undici';
import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamObserver } from '../rest/rest-client';

export interface EventStreamHandlers {
  /** One event of the stream: its `event:` name and its `data`. */
  event(name: string, data: string): void;
  /**
   * The API wrote `: listening`: nothing from here on can be missed. `reconnected`: an
   * earlier connection listened before, so what happened in between was not seen.
   */
  listening(reconnected: boolean): void;
  /** The connection that listened is gone (cut, the API stopped, or silent too long). */
  lost?(): void;
}

/** The API sends a heartbeat every 10 s; three missed mean the stream is dead. */
const SILENCE_LIMIT_MS = 30_000;
const MAX_RETRY_MS = 5_000;

/**
 * One server-sent-events stream of the API (`path`, e.g. /api/session-ends), parsed by
 * eventsource-parser on a connection of its own (it holds none of the request pool's),
 * reconnecting with backoff until closed.
 */
export function openApiEventStream(
  apiUrl: string,
  path: string,
  handlers: EventStreamHandlers,
  log: FastifyBaseLogger,
  observe?: UpstreamObserver,
): { close(): Promise<void> } {
  const client = new Client(apiUrl, { bodyTimeout: SILENCE_LIMIT_MS, headersTimeout: SILENCE_LIMIT_MS });
  let closed = false;
  let abort: AbortController | undefined;
  let retryDelay = 250;
  let everListened = false;
  /** The current connection said it listens: its end is a loss the handlers hear of. */
  let listened = false;

  async function stream(): Promise<void> {
    abort = new AbortController();
    observe?.('GET', path.replace(/^\/api\//, ''));
    const answer = await client.request({
      method: 'GET',
      path,
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      throw new Error(`GET ${path} answered ${answer.statusCode}`);
    }
    const parser = createParser({
      onComment: (comment) => {
        if (comment.trim() !== 'listening') return;
        retryDelay = 250;
        listened = true;
        handlers.listening(everListened);
        everListened = true;
      },
      onEvent: (event) => handlers.event(event.event ?? 'message', event.data),
    });
    const decoder = new TextDecoder();
    for await (const chunk of answer.body) parser.feed(decoder.decode(chunk as Buffer, { stream: true }));
  }

  async function run(): Promise<void> {
    while (!closed) {
      try {
        await stream();
        if (!closed) log.warn({ path }, 'API event stream: the API ended it; reconnecting');
      } catch (error) {
        if (closed) return;
        log.warn({ err: error, path }, 'API event stream: lost; reconnecting');
      }
      if (closed) return;
      if (listened) {
        listened = false;
        handlers.lost?.();
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelay));
      retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
    }
  }

  void run();
  return {
    async close() {
      closed = true;
      abort?.abort();
      await client.close().catch(() => undefined);
    },
  };
}
