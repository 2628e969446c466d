import { LATENCY_BUCKETS_SECONDS } from '@shop/server-kit/latency-buckets';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'undici';
import type { GatewayContext } from '../context/context';
import type { AnswerStep } from '../plugins/request-steps';

// Operation names come from clients: only well-formed ones are labels, and only so many,
// so a client cannot grow the metrics without bound (one series per name).
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATION_NAMES = 200;

export interface GatewayMetrics {
  registry: Registry;
  /** Counts one GraphQL answer (a step of plugins/request-steps.ts). */
  observeAnswer: AnswerStep<GatewayContext>;
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

  // Each operation's children of the two histograms, found once: prom-client otherwise
  // hashes the label values on every observation.
  const children = new Map<
    string,
    { duration: Histogram.Internal<'operation' | 'type'>; calls: Histogram.Internal<'operation'> }
  >();
  const childrenOf = (name: string, type: string) => {
    const key = `${name} ${type}`;
    let found = children.get(key);
    if (!found) {
      found = { duration: operations.labels(name, type), calls: upstreamCalls.labels(name) };
      children.set(key, found);
    }
    return found;
  };

  const observeAnswer: AnswerStep<GatewayContext> = ({ operationName, operation, contextValue, response }) => {
    const { duration, calls } = childrenOf(label(operationName), operation?.operation ?? 'none');
    duration.observe((performance.now() - contextValue.startedAt) / 1000);
    calls.observe(contextValue.upstream.calls);
    if (response.body.kind !== 'single') return;
    for (const error of response.body.singleResult.errors ?? []) {
      errors.inc({ code: String(error.extensions?.code ?? 'UNKNOWN') });
    }
  };
  return { registry, observeAnswer };
}
