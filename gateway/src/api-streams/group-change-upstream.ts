import { createParser } from 'eventsource-parser';
import { Client } from 'undici';
import type { FastifyBaseLogger } from 'fastify';
import type { RestGroupChange } from '../rest/rest-types';
import type { UpstreamObserver } from '../rest/rest-client';

export interface UpstreamHandlers {
  /** A group changed (its new state). */
  change(group: RestGroupChange): void;
  /** The stream (re)started listening: changes made while it was down were not seen. */
  listening(reconnected: boolean): void;
  /**
   * The stream that listened is gone (cut, the API stopped, or silent too long): until it
   * listens again no change is seen, so nothing kept may be trusted (docs/decisions.md#faults).
   */
  lost(): void;
}

export interface GroupChangeUpstream {
  close(): Promise<void>;
}

/** The API sends a heartbeat every 10 s (GET group-changes); three missed mean the stream is dead. */
const SILENCE_LIMIT_MS = 30_000;
const MAX_RETRY_MS = 5_000;

/**
 * The gateway's one stream of group changes from the API (GET /api/group-changes,
 * server-sent events, parsed by eventsource-parser), on a connection of its own so it
 * holds none of the request pool's. It reconnects with backoff until closed.
 */
export function openGroupChangeUpstream(
  apiUrl: string,
  handlers: UpstreamHandlers,
  log: FastifyBaseLogger,
  observe?: UpstreamObserver,
): GroupChangeUpstream {
  const client = new Client(apiUrl, { bodyTimeout: SILENCE_LIMIT_MS, headersTimeout: SILENCE_LIMIT_MS });
  let closed = false;
  let abort: AbortController | undefined;
  let retryDelay = 250;
  let everListened = false;
  /** The current connection said it listens: its end is a loss the handlers hear of. */
  let listened = false;

  async function stream(): Promise<void> {
    abort = new AbortController();
    observe?.('GET', 'group-changes');
    const answer = await client.request({
      method: 'GET',
      path: '/api/group-changes',
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      throw new Error(`GET group-changes answered ${answer.statusCode}`);
    }
    const parser = createParser({
      onComment: (comment) => {
        if (comment.trim() !== 'listening') return;
        retryDelay = 250;
        listened = true;
        handlers.listening(everListened);
        everListened = true;
      },
      onEvent: (event) => {
        if (event.event !== 'group') return;
        try {
          handlers.change(JSON.parse(event.data) as RestGroupChange);
        } catch (error) {
          log.warn({ err: error }, 'group change stream: unreadable event');
        }
      },
    });
    const decoder = new TextDecoder();
    for await (const chunk of answer.body) parser.feed(decoder.decode(chunk as Buffer, { stream: true }));
  }

  async function run(): Promise<void> {
    while (!closed) {
      try {
        await stream();
        if (!closed) log.warn('group change stream: the API ended it; reconnecting');
      } catch (error) {
        if (closed) return;
        log.warn({ err: error }, 'group change stream: lost; reconnecting');
      }
      if (closed) return;
      if (listened) {
        listened = false;
        handlers.lost();
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
