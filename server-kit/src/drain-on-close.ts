import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every answer still going out asks the client to close its
 * connection. Node closes the idle keep-alive connections when the server closes, but a
 * connection that was busy then would stay open (keep-alive) after its answer and hold
 * the shutdown until its keep-alive timeout.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
