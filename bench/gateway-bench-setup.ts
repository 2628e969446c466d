// What the gateway benchmark (and its profiling run, gateway-profile.ts) prepares on a
// fresh demo stack before it measures: the demo customers' sessions, a cart with lines,
// the groups the group page is asked for and the listing's cursors.
import { startService, waitForHealthy, type Service } from '../scripts/lib/services';
import type { DemoStack } from './demo-stack';
import { signedInOperations, ZIPS, type BenchOperation, type OperationSetting } from './gateway-operations';
import { listingCursors } from './listing-cursors';

/** Where the business customer's cart lines come from: Austin, the account's addresses. */
const BUSINESS_ZIP = '78701';
export const CART_LINES = 3;

async function api<T>(apiUrl: string, method: string, path: string, body?: object, token?: string): Promise<T> {
  const answer = await fetch(`${apiUrl}/api/${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body && JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A demo customer's session token, signed in through the gateway as the shop does. */
export async function signIn(gatewayUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation Login($email: EmailAddress!, $password: String!) { login(email: $email, password: $password) { token } }',
      variables: { email, password },
    }),
  });
  const { data, errors } = (await answer.json()) as { data?: { login: { token: string } }; errors?: unknown };
  if (!data) throw new Error(`signing ${email} in failed: ${JSON.stringify(errors)}`);
  return data.login.token;
}

/** Open groups around `zip` with at least `room` units left, in listing order. */
export async function groupsWithRoom(apiUrl: string, zip: string, room: number): Promise<number[]> {
  const items = await api<{ group: { id: number; max_quantity: number; quantity_booked: number } }[]>(
    apiUrl,
    'POST',
    'customer/group-list',
    { zip_code: zip, offset: 0, limit: 30 },
  );
  return items.filter(({ group }) => group.max_quantity - group.quantity_booked >= room).map(({ group }) => group.id);
}

/** Puts `CART_LINES` groups of the customer's area in their cart (an empty cart prices nothing). */
async function fillCart(apiUrl: string, token: string): Promise<void> {
  const groups = (await groupsWithRoom(apiUrl, BUSINESS_ZIP, 5)).slice(0, CART_LINES);
  if (groups.length < CART_LINES) throw new Error(`only ${groups.length} groups to put in the cart`);
  for (const [i, groupId] of groups.entries()) {
    await api(apiUrl, 'POST', 'cart', { group_id: groupId, qty: i + 1 }, token);
  }
}

export interface PreparedBench {
  proxy: Service;
  operations: BenchOperation[];
  setting: OperationSetting;
}

/**
 * Starts the plain proxy on `proxyPort` (with `proxyEnv` added to its environment) and
 * prepares the signed-in operations on `stack`.
 */
export async function prepareBench(
  stack: DemoStack,
  proxyPort: number,
  proxyEnv: Record<string, string> = {},
): Promise<PreparedBench> {
  const proxy = startService(
    'plain proxy',
    'bench/plain-proxy.ts',
    { PROXY_PORT: String(proxyPort), API_URL: stack.apiUrl, ...proxyEnv },
    'ignore',
  );
  try {
    await waitForHealthy(`http://127.0.0.1:${proxyPort}/livez`, proxy);
    const shopperToken = await signIn(stack.gatewayUrl, 'shopper@example.com', 'Shopper@123');
    const businessToken = await signIn(stack.gatewayUrl, 'business@example.com', 'Business@123');
    await fillCart(stack.apiUrl, businessToken);
    const setting: OperationSetting = {
      apiUrl: stack.apiUrl,
      gatewayUrl: stack.gatewayUrl,
      proxyUrl: `http://127.0.0.1:${proxyPort}`,
      gateway: stack.gateway,
      proxy,
      shopperToken,
      businessToken,
      // Pages 1-3 of each ZIP's listing, by cursor as the shop reads them.
      cursors: await listingCursors(stack.apiUrl, ZIPS, 12, 3),
      groupIds: (await groupsWithRoom(stack.apiUrl, ZIPS[0]!, 0)).slice(0, 12),
    };
    return { proxy, operations: signedInOperations(setting), setting };
  } catch (error) {
    await proxy.stop();
    throw error;
  }
}
