import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { refusals } from './envelope';
import { tooManyRequests } from './http-error';
import { toJsonSchema } from './json-schema';

/** Streams one client address may hold open: a gateway holds one or two; a few gateways may share a host. */
export const STREAMS_PER_ADDRESS = 16;
/** A comment line this often keeps proxies from closing a quiet stream and lets clients notice a dead one. */
export const HEARTBEAT_MS = 10_000;

/** Stops listening to a feed. */
export type StopFeed = () => Promise<void>;

export interface EventStreamsOptions {
  /** The streams in log lines, e.g. `group change stream`. */
  name: string;
  /** The 429's message past STREAMS_PER_ADDRESS from one address (the route documents it). */
  tooManyMessage: string;
  /** A client that lets this much pile up unread is cut off instead of buffered without bound. */
  maxUnreadBytes: number;
  /** Starts listening to what the streams carry (when the first stream opens); answers how to stop. */
  startFeed(): Promise<StopFeed>;
  /** The feed is stopping (no stream left, or the server closes): forget what only the streams needed. */
  feedStopping?(): void;
}

/** What a route handler hands over: the request's address and the reply to take over. */
type StreamRequest = { ip: string };
type StreamReply = { hijack(): void; raw: ServerResponse };

type Stream = { response: ServerResponse; address: string };

/**
 * Server-sent-events streams fed by one feed (a database channel): the feed is listened to
 * only while a stream is open, `: listening` is written to a stream once the feed listens
 * (a client that sees it misses nothing later), `: heartbeat` every HEARTBEAT_MS, and a
 * client too slow to read is cut off. What an event is stays with the feed's module, which
 * writes whole events with `broadcast`
 * (docs/decisions.md#the-apis-event-streams-share-one-registry-and-one-listen).
 */
export function createEventStreams(options: EventStreamsOptions, log: FastifyBaseLogger) {
  const streams = new Set<Stream>();
  let stopListening: Promise<StopFeed> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const write = (stream: Stream, chunk: string) => {
    stream.response.write(chunk);
    if (stream.response.writableLength > options.maxUnreadBytes) {
      log.warn({ address: stream.address }, `${options.name}: client too slow, closed`);
      stream.response.destroy();
    }
  };

  const broadcast = (chunk: string) => {
    for (const stream of streams) write(stream, chunk);
  };

  const startFeed = () => {
    stopListening = options.startFeed();
    heartbeat = setInterval(() => broadcast(': heartbeat\n\n'), HEARTBEAT_MS);
    return stopListening;
  };

  const stopFeed = async () => {
    clearInterval(heartbeat);
    const stop = stopListening;
    stopListening = undefined;
    options.feedStopping?.();
    await (
      await stop?.catch(() => undefined)
    )?.();
  };

  const openFrom = (address: string) => {
    let count = 0;
    for (const stream of streams) if (stream.address === address) count += 1;
    return count;
  };

  const add = async (response: ServerResponse, address: string) => {
    const stream = { response, address };
    streams.add(stream);
    response.once('close', () => {
      streams.delete(stream);
      if (streams.size === 0) void stopFeed();
    });
    try {
      await (stopListening ?? startFeed());
    } catch (error) {
      log.error({ err: error }, `${options.name}: cannot listen to the database`);
      await stopFeed();
      response.destroy();
      return;
    }
    // Sent once the feed listens: a client that sees it misses no later event.
    write(stream, ': listening\n\n');
  };

  return {
    /** Writes `chunk` (whole events or comments) to every open stream. */
    broadcast,

    /** Whether any stream is open (a feed's module stops work nobody would receive). */
    anyOpen: (): boolean => streams.size > 0,

    /**
     * A route's handler: refuses one more stream past STREAMS_PER_ADDRESS from the
     * request's address (429), else takes the reply over and streams until either side closes.
     */
    async serve(request: StreamRequest, reply: StreamReply): Promise<void> {
      if (openFrom(request.ip) >= STREAMS_PER_ADDRESS) throw tooManyRequests(options.tooManyMessage);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold events back in their buffer.
        'x-accel-buffering': 'no',
      });
      await add(reply.raw, request.ip);
    },

    /** Ends every stream (the server is closing). */
    async close(): Promise<void> {
      for (const stream of streams) stream.response.end();
      streams.clear();
      await stopFeed();
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;

/**
 * A stream route's documented answers: the endless stream, its events' `data` in
 * `dataSchema`, and the 429 `serve` refuses with.
 */
export function eventStreamAnswers(description: string, dataSchema: z.ZodType) {
  return {
    200: { description, content: { 'text/event-stream': { schema: toJsonSchema(dataSchema) } } },
    ...refusals([429]),
  };
}
