// @database-agnostic: the answer schemas are checked in memory, no database (runs once, on SQLite; docs/decisions.md "Test suite time").
import Fastify from 'fastify';
import { z } from 'zod';
import { answers, ok } from './envelope';
import { typedScope } from './route-scope';
import { zodSerializerCompiler, zodValidatorCompiler } from './zod-compilers';

// `answers()` keeps its schema's type (lib/envelope.ts): `npx tsc -p api` fails if the
// handler below with a misnamed field compiles (its @ts-expect-error is then unused), and
// the answer that does compile leaves through the schema, with nothing undeclared.

const card = z.object({ id: z.number(), card_holder_name: z.string() });

test("a handler's return is checked against its route's answer schema, and only its fields leave", async () => {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  const routes = typedScope(app);
  const secret = { cvc: '123' };
  routes.get('/card', { schema: { response: answers(card, [404]) } }, async () =>
    ok('Card fetched', { id: 1, card_holder_name: 'Ada Lovelace', ...secret }),
  );
  routes.get('/misnamed', { schema: { response: answers(card, [404]) } }, async () =>
    // @ts-expect-error card_holder is not the schema's card_holder_name
    ok('Card fetched', { id: 1, card_holder: 'Ada Lovelace' }),
  );
  const res = await app.inject({ method: 'GET', url: '/card' });
  expect(res.json()).toEqual({
    status: 200,
    message: 'Card fetched',
    data: { id: 1, card_holder_name: 'Ada Lovelace' },
  });
  await app.close();
});
