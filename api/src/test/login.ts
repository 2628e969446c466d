import type { FastifyInstance } from 'fastify';

/** Signs in through the real endpoint and returns the session token. */
export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password, loginType: 'customer' },
  });
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.body}`);
  return res.json().data.token as string;
}
