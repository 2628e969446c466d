import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { GatewayConfig } from './config';

/** Whether a hop is a proxy TRUST_PROXY names: `address` is the hop's, `hop` 0 the nearest. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as the one rule Fastify applies to HTTP requests (`trustProxy`), for the
 * places that read a request without Fastify: the WebSocket upgrade's client address and
 * whose `X-Request-Id` the gateway believes.
 */
export function proxyTrust(trust: GatewayConfig['TRUST_PROXY']): ProxyTrust {
  if (typeof trust === 'function') return trust;
  if (typeof trust === 'boolean') return () => trust;
  return proxyAddr.compile(trust);
}

/** Whether the request comes straight from a proxy TRUST_PROXY names (its nearest hop). */
export function fromTrustedProxy(trust: GatewayConfig['TRUST_PROXY']): (request: IncomingMessage) => boolean {
  const trusted = proxyTrust(trust);
  return (request) => {
    const address = request.socket.remoteAddress;
    return address !== undefined && trusted(address, 0);
  };
}
