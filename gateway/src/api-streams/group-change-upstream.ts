import type { FastifyBaseLogger } from 'fastify';
import type { RestGroupChange } from '../rest/rest-types';
import type { UpstreamObserver } from '../rest/rest-client';
import { openApiEventStream } from './api-event-stream';

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

/**
 * The gateway's one stream of group changes from the API (GET /api/group-changes), read by
 * the generic event-stream reader (./api-event-stream.ts: its own connection, eventsource-
 * parser, reconnecting with backoff until closed).
 */
export function openGroupChangeUpstream(
  apiUrl: string,
  handlers: UpstreamHandlers,
  log: FastifyBaseLogger,
  observe?: UpstreamObserver,
): GroupChangeUpstream {
  return openApiEventStream(
    apiUrl,
    '/api/group-changes',
    {
      event(name, data) {
        if (name !== 'group') return;
        try {
          handlers.change(JSON.parse(data) as RestGroupChange);
        } catch (error) {
          log.warn({ err: error }, 'group change stream: unreadable event');
        }
      },
      listening: (reconnected) => handlers.listening(reconnected),
      lost: () => handlers.lost(),
    },
    log,
    observe,
  );
}
