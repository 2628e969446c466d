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
  // A callback rather than an async hook: it runs on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
