import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations, type Instrumentation } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

// Probes and scrapes are not shopper actions: no trace for them.
const UNTRACED = new Set(['/livez', '/readyz', '/health', '/api/health', '/metrics']);

export interface Tracing {
  /** Sends the spans still buffered; called on shutdown. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry tracing, on when OTEL_EXPORTER_OTLP_ENDPOINT is set (the OTLP/HTTP
 * collector's base URL; the exporter reads it, with the other standard OTEL_* settings)
 * and off otherwise, costing nothing. Must run before the instrumented modules load
 * (http, undici, pg, pino), so each service's `tracing.ts` is the first import of its
 * main.ts. Incoming and outgoing HTTP spans carry `traceparent` from the gateway to the
 * API, and every pino log line written inside a span gets its `trace_id` and `span_id`,
 * so one shopper action has one trace id in both services' logs.
 */
export function startTracing(options: {
  serviceName: string;
  /** SQL spans (the API on PostgreSQL). */
  pg?: boolean;
  /** Spans of calls made with undici (the gateway's calls to the API). */
  undici?: boolean;
}): Tracing | undefined {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME ?? options.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  // What SDK 2's NodeTracerProvider.register() did, SDK 3's plain TracerProvider leaves to
  // the caller: a span's context follows async calls (AsyncLocalStorage), and
  // `traceparent` (with baggage) is read from and written to HTTP headers.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  trace.setGlobalTracerProvider(provider);
  const instrumentations: Instrumentation[] = [
    new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.has(request.url?.split('?')[0] ?? '') }),
    new PinoInstrumentation(),
  ];
  if (options.pg) instrumentations.push(new PgInstrumentation());
  if (options.undici) instrumentations.push(new UndiciInstrumentation());
  registerInstrumentations({ tracerProvider: provider, instrumentations });
  return { shutdown: () => provider.shutdown() };
}
