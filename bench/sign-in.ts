import type { Page } from 'playwright-core';

/**
 * Signs the demo shopper in through the shop's login page, as a shopper would, and returns
 * the session token the page stored (for the benches' own GraphQL calls).
 */
export async function signInAsDemoShopper(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('shopper@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Shopper@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no session after signing in');
  return token;
}

async function graphql<T>(base: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * Signs the demo shopper in (in `page`, which it closes) and puts the first group near
 * 75201 in the cart: the signed-in pages the benches load then have a group page, a cart
 * and a checkout to show. Answers that group and the first category.
 */
export async function signInWithAGroupInCart(
  page: Page,
  base: string,
): Promise<{ groupId: string; categoryId: string }> {
  const token = await signInAsDemoShopper(page, base);
  await page.close();
  const found = await graphql<{ groups: { nodes: Array<{ id: string }> }; categories: Array<{ id: string }> }>(
    base,
    token,
    'query ($f: GroupFilter!) { groups(filter: $f, first: 1) { nodes { id } } categories { id } }',
    { f: { zipCode: '75201' } },
  );
  const group = found.groups.nodes[0];
  const category = found.categories[0];
  if (!group || !category) throw new Error('no group near 75201, or no category');
  await graphql(base, token, 'mutation ($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }', {
    g: group.id,
  });
  return { groupId: group.id, categoryId: category.id };
}
