import { startTracing } from '@shop/server-kit/tracing';

// The first import of main.ts: instrumentation patches http, pg and pino before anything
// else loads them. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
export const tracing = startTracing({ serviceName: 'shop-api', pg: true });
