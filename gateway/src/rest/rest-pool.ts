import { Pool } from 'undici';
import type { GatewayConfig } from '../config/config';

/**
 * One keep-alive pool to the API for the whole gateway. undici's defaults are unlimited
 * connections and 300 s timeouts; a slow API must fail fast instead of piling up requests.
 */
export function createRestPool(config: GatewayConfig): Pool {
  return new Pool(config.API_URL, {
    connections: config.UPSTREAM_CONNECTIONS,
    pipelining: 1,
    keepAliveTimeout: 10_000,
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
    connect: { timeout: Math.min(config.UPSTREAM_TIMEOUT_MS, 5_000) },
  });
}
