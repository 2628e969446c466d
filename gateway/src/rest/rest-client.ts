import type { Dispatcher, Pool } from 'undici';
import { REQUEST_ID_HEADER } from '@shop/server-kit/request-id';
import { RestError, UpstreamUnavailableError } from './rest-errors';
import type { RestEnvelope } from './rest-types';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Observes every upstream call; tests count calls per operation with it. */
export type UpstreamObserver = (method: Method, path: string) => void;

export interface RestClientOptions {
  pool: Pool;
  timeoutMs: number;
  /** The caller's session token, forwarded as is. Never shared across requests. */
  token?: string;
  /** The shopper's IP, so the API's per-IP login limits see shoppers, not the gateway. */
  clientIp?: string;
  /** The gateway request's id: the API logs its calls under it (docs/decisions.md "Request id"). */
  requestId?: string;
  observe?: UpstreamObserver;
}

/**
 * The API as one GraphQL request sees it. It is created per request so the caller's token
 * and the merged in-flight GETs never leak from one user to another.
 */
export class RestClient {
  private readonly inflightGets = new Map<string, Promise<RestEnvelope<unknown>>>();

  constructor(private readonly options: RestClientOptions) {}

  /** Whether the caller sent a token at all (admin fields refuse without asking the API). */
  get hasToken(): boolean {
    return Boolean(this.options.token);
  }

  get<T>(path: string): Promise<RestEnvelope<T>> {
    // Two resolvers asking for the same resource in one operation share one call.
    let pending = this.inflightGets.get(path);
    if (!pending) {
      pending = this.send<unknown>('GET', path);
      this.inflightGets.set(path, pending);
      pending.then(
        () => this.inflightGets.delete(path),
        () => this.inflightGets.delete(path),
      );
    }
    return pending as Promise<RestEnvelope<T>>;
  }

  post<T>(path: string, body: unknown, extraHeaders?: Record<string, string>): Promise<RestEnvelope<T>> {
    return this.send<T>('POST', path, body, extraHeaders);
  }

  put<T>(path: string, body: unknown): Promise<RestEnvelope<T>> {
    return this.send<T>('PUT', path, body);
  }

  delete<T>(path: string): Promise<RestEnvelope<T>> {
    return this.send<T>('DELETE', path);
  }

  private async send<T>(
    method: Method,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<RestEnvelope<T>> {
    const { pool, timeoutMs, token, clientIp, requestId, observe } = this.options;
    observe?.(method, path);
    const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (clientIp) headers['x-forwarded-for'] = clientIp;
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';

    let answer: Dispatcher.ResponseData;
    try {
      answer = await pool.request({
        method,
        path: `/api/${path}`,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      throw new UpstreamUnavailableError(error instanceof Error ? error.message : String(error));
    }

    let envelope: RestEnvelope<T>;
    try {
      envelope = (await answer.body.json()) as RestEnvelope<T>;
    } catch (error) {
      throw new UpstreamUnavailableError(
        `unreadable answer (${answer.statusCode}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (answer.statusCode >= 200 && answer.statusCode < 300) return envelope;
    throw new RestError(answer.statusCode, envelope?.message ?? 'Request failed', envelope?.data ?? null);
  }
}
