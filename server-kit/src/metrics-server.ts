import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/** `GET /metrics` on a port of its own (METRICS_PORT): the public port never exposes it. */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<FastifyInstance> {
  const server = Fastify();
  server.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  await server.listen({ port, host });
  return server;
}
