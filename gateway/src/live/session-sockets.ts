import { createHash } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { EventStreamHandlers } from '../api-streams/api-event-stream';

/** Close code and reason of a socket whose session ended (docs/graphql.md "Live updates"). */
const SESSION_ENDED = { code: 4401, reason: 'Session ended' } as const;
/** Sessions re-checked at once after the stream (re)started listening. */
const RECHECKS_AT_ONCE = 4;
/** setTimeout's largest delay (about 24.8 days); a later expiry is left to the session check. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How long a socket's `sessionEnded` subscriptions may take to send their event before it closes anyway. */
const ANNOUNCE_WAIT_MS = 1_000;

export interface SessionSocketsOptions {
  /** Opens the API's stream of ended sessions (GET session-ends). */
  openUpstream(handlers: EventStreamHandlers): { close(): Promise<void> };
  /** Whether the session behind `token` is still live (GET user/session); answers true when it cannot tell. */
  isLive(token: string): Promise<boolean>;
  /**
   * Tells the socket's `sessionEnded` subscriptions why it is about to close, resolving
   * once they sent it (live-connection.ts); the close waits for it, ANNOUNCE_WAIT_MS at most.
   */
  announce?(socket: WebSocket, reason: string): Promise<void>;
  onError(error: unknown): void;
}

type Session = { token: string; sockets: Set<WebSocket> };

/** The API's name for a session: the sha256 of its token, in hex (api/src/lib/token.ts). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Every live socket by the session it signed in with (docs/decisions.md "Live sockets and
 * sessions"). While any is open, the API's stream of ended sessions is held; a session's
 * end (sign-out, password reset, an operator's "end sessions") closes its sockets with
 * 4401, as does its expiry. Each time the stream starts listening, every session held is
 * checked again: an end announced while it was not listening was not heard.
 */
export function createSessionSockets(options: SessionSocketsOptions) {
  const sessions = new Map<string, Session>();
  let upstream: { close(): Promise<void> } | undefined;

  /** Closes `socket` with 4401 once its `sessionEnded` subscriptions have said so (or were too slow). */
  const closeEnded = (socket: WebSocket, reason: string) => {
    const announced = options.announce?.(socket, reason);
    if (!announced) return socket.close(SESSION_ENDED.code, reason);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ANNOUNCE_WAIT_MS)));
    void Promise.race([announced.catch(options.onError), waited]).then(() => {
      clearTimeout(timer);
      socket.close(SESSION_ENDED.code, reason);
    });
  };

  const end = (hash: string) => {
    const session = sessions.get(hash);
    if (!session) return;
    sessions.delete(hash);
    for (const socket of session.sockets) closeEnded(socket, SESSION_ENDED.reason);
  };

  const recheckAll = async () => {
    const held = [...sessions.entries()];
    for (let start = 0; start < held.length; start += RECHECKS_AT_ONCE) {
      await Promise.all(
        held.slice(start, start + RECHECKS_AT_ONCE).map(async ([hash, session]) => {
          if (!(await options.isLive(session.token))) end(hash);
        }),
      );
    }
  };

  const handlers: EventStreamHandlers = {
    event: (name, data) => {
      if (name === 'ended') end(data.trim());
    },
    listening: () => void recheckAll().catch(options.onError),
  };

  return {
    /**
     * Follows `socket`, signed in with `token`, until it closes: called before the session
     * is checked, so an end between the check and this call cannot be missed.
     */
    track(token: string, socket: WebSocket): void {
      const hash = tokenHash(token);
      const session = sessions.get(hash) ?? { token, sockets: new Set() };
      session.sockets.add(socket);
      sessions.set(hash, session);
      upstream ??= options.openUpstream(handlers);
      socket.once('close', () => {
        session.sockets.delete(socket);
        if (session.sockets.size === 0 && sessions.get(hash) === session) sessions.delete(hash);
        if (sessions.size === 0 && upstream) {
          void upstream.close();
          upstream = undefined;
        }
      });
    },

    /** Closes `socket` with 4401 when its session expires (the API's `expires_at`). */
    closeAtExpiry(socket: WebSocket, expiresAt: string): void {
      const delay = Date.parse(expiresAt) - Date.now();
      if (!Number.isFinite(delay) || delay > MAX_TIMER_MS) return;
      const timer = setTimeout(() => closeEnded(socket, 'Session expired'), Math.max(0, delay));
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
    },

    /** Sessions followed now (what tests look at). */
    get size(): number {
      return sessions.size;
    },

    async close(): Promise<void> {
      sessions.clear();
      await upstream?.close();
      upstream = undefined;
    },
  };
}

export type SessionSockets = ReturnType<typeof createSessionSockets>;
