import type { Dispatcher, Pool } from 'undici';
import { REQUEST_ID_HEADER } from '@shop/server-kit/request-id';
import { RestError, UpstreamUnavailableError } from './rest-errors';
import type { RestAnswer, RestInitArgs, RestMethod, RestPath } from './rest-operations';
import type { RestEnvelope } from './rest-types';
import { restUrl, type RestUrlParts } from './rest-url';

type Method = Uppercase<RestMethod>;

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

/** Any call's init as the sending code reads it, whatever its operation (checked at the call). */
type CallInit = RestUrlParts & { header?: object; body?: unknown };

/**
 * The API as one GraphQL request sees it. It is created per request so the caller's token
 * and the merged in-flight GETs never leak from one user to another. Each method takes a
 * path template of the API's OpenAPI document and what that operation takes, and answers
 * its 200 answer's type (docs/decisions.md#the-gateways-rest-client-typed-by-the-document):
 * `rest.delete('/api/cart/{cart_item_id}', { path: { cart_item_id } })`.
 */
export class RestClient {
  private readonly inflightGets = new Map<string, Promise<RestEnvelope<unknown>>>();

  constructor(private readonly options: RestClientOptions) {}

  /** Whether the caller sent a token at all (admin fields refuse without asking the API). */
  get hasToken(): boolean {
    return Boolean(this.options.token);
  }

  get<P extends RestPath<'get'>>(path: P, ...[init]: RestInitArgs<P, 'get'>): Promise<RestAnswer<P, 'get'>> {
    const url = restUrl(path, init as CallInit | undefined);
    // Two resolvers asking for the same resource in one operation share one call.
    let pending = this.inflightGets.get(url);
    if (!pending) {
      pending = this.send('GET', url);
      this.inflightGets.set(url, pending);
      pending.then(
        () => this.inflightGets.delete(url),
        () => this.inflightGets.delete(url),
      );
    }
    return pending as Promise<RestAnswer<P, 'get'>>;
  }

  post<P extends RestPath<'post'>>(path: P, ...[init]: RestInitArgs<P, 'post'>): Promise<RestAnswer<P, 'post'>> {
    return this.sendWithBody('POST', path, init as CallInit | undefined) as Promise<RestAnswer<P, 'post'>>;
  }

  put<P extends RestPath<'put'>>(path: P, ...[init]: RestInitArgs<P, 'put'>): Promise<RestAnswer<P, 'put'>> {
    return this.sendWithBody('PUT', path, init as CallInit | undefined) as Promise<RestAnswer<P, 'put'>>;
  }

  delete<P extends RestPath<'delete'>>(
    path: P,
    ...[init]: RestInitArgs<P, 'delete'>
  ): Promise<RestAnswer<P, 'delete'>> {
    return this.send('DELETE', restUrl(path, init as CallInit | undefined)) as Promise<RestAnswer<P, 'delete'>>;
  }

  private sendWithBody(
    method: 'POST' | 'PUT',
    path: string,
    init: CallInit | undefined,
  ): Promise<RestEnvelope<unknown>> {
    // A POST or PUT whose route reads no body sends `{}`: every POST and PUT the API gets stays JSON.
    return this.send(method, restUrl(path, init), init?.body ?? {}, init?.header);
  }

  private async send(
    method: Method,
    url: string,
    body?: unknown,
    extraHeaders: object = {},
  ): Promise<RestEnvelope<unknown>> {
    const { pool, timeoutMs, token, clientIp, requestId, observe } = this.options;
    // Observers see the path below /api/ ('cart/view?address_id=3'), as the tests name calls.
    observe?.(method, url.replace(/^\/api\//, ''));
    const headers: Record<string, string> = { ...headerText(extraHeaders), accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (clientIp) headers['x-forwarded-for'] = clientIp;
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';

    let answer: Dispatcher.ResponseData;
    try {
      answer = await pool.request({
        method,
        path: url,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      throw new UpstreamUnavailableError(error instanceof Error ? error.message : String(error));
    }

    let envelope: RestEnvelope<unknown>;
    try {
      envelope = (await answer.body.json()) as RestEnvelope<unknown>;
    } catch (error) {
      throw new UpstreamUnavailableError(
        `unreadable answer (${answer.statusCode}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (answer.statusCode >= 200 && answer.statusCode < 300) return envelope;
    throw new RestError(answer.statusCode, envelope?.message ?? 'Request failed', envelope?.data ?? null);
  }
}

/** The document's header parameters as HTTP header values. */
function headerText(header: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(header)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}
