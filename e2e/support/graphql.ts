import type { DemoAccount } from './accounts';
import { E2E_BASE_URL } from './stack';

/**
 * One GraphQL operation against the e2e gateway (or another stack's, at `baseUrl`); throws
 * with the errors' messages.
 */
export async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
  baseUrl = E2E_BASE_URL,
): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length)
    throw new Error(body.errors?.map((e) => e.message).join('; ') ?? `HTTP ${response.status}`);
  return body.data;
}

export interface ApiSession {
  token: string;
  zipCode: string;
}

/** Signs in through the gateway (for test set-up, not the browser). */
export async function apiLogin(account: DemoAccount): Promise<ApiSession> {
  const data = await gql<{ login: ApiSession }>(
    'mutation ($email: EmailAddress!, $password: String!) { login(email: $email, password: $password) { token zipCode } }',
    { email: account.email, password: account.password },
  );
  return data.login;
}
