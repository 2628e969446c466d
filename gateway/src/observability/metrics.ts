import type { ApolloServerPlugin } from '@apollo/server';
import { LATENCY_BUCKETS_SECONDS } from '@shop/server-kit/latency-buckets';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'undici';
import type { GatewayContext } from '../context/context';

// Operation names come from clients: only well-formed ones are labels, and only so many,
// so a client cannot grow the metrics without bound (one series per name).
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATION_NAMES = 200;

export interface GatewayMetrics {
  registry: Registry;
  plugin: ApolloServerPlugin<GatewayContext>;
}

/**
 * The gateway's Prometheus metrics (prom-client), served on METRICS_PORT: GraphQL
 * operations by name and type with their time, the API calls each made, errors by code,
 * and the upstream pool's use (docs/decisions.md, "Production mode": Metrics).
 */
export function createGatewayMetrics(pool: Pool): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const operations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations by name and type, and how long they took',
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const upstreamCalls = new Histogram({
    name: 'graphql_operation_upstream_calls',
    help: 'REST calls to the API that one GraphQL operation made',
    labelNames: ['operation'] as const,
    buckets: [0, 1, 2, 3, 5, 8, 13, 21],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL answers, by code',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'upstream_pool_requests',
    help: 'The API connection pool: connections (connected, free) and requests (running, pending)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { connected, free, running, pending } = pool.stats;
      this.set({ state: 'connected' }, connected);
      this.set({ state: 'free' }, free);
      this.set({ state: 'running' }, running);
      this.set({ state: 'pending' }, pending);
    },
  });

  const seen = new Set<string>();
  const label = (name: string | null | undefined) => {
    if (!name) return 'anonymous';
    if (!NAME.test(name)) return 'other';
    if (!seen.has(name) && seen.size >= MAX_OPERATION_NAMES) return 'other';
    seen.add(name);
    return name;
  };

  const plugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, contextValue, response }) {
          const name = label(operationName);
          operations.observe(
            { operation: name, type: operation?.operation ?? 'none' },
            (performance.now() - started) / 1000,
          );
          upstreamCalls.observe({ operation: name }, contextValue.upstream.calls);
          if (response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? []) {
            errors.inc({ code: String(error.extensions?.code ?? 'UNKNOWN') });
          }
        },
      };
    },
  };
  return { registry, plugin };
}
