import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, addToCart, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from './unsubscribe.routes';

// docs/product.md#what-a-buyer-sees: one mail per new price level, at most one per group per
// hour per buyer, never to a buyer who unsubscribed. Runs on SQLite and, with
// TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LEVELS = [
  { quantity_level: 10, price_cents: 10_000 },
  { quantity_level: 20, price_cents: 9_000 },
  { quantity_level: 30, price_cents: 8_000 },
  { quantity_level: 40, price_cents: 7_000 },
];

/** The customer's one saved card (saved on first use): the same card twice is refused. */
const cards = new Map<number, number>();
async function cardOf(customer: TestCustomer): Promise<number> {
  const saved = cards.get(customer.id) ?? (await addCard(t.app, customer.token));
  cards.set(customer.id, saved);
  return saved;
}

async function buy(c: TestCustomer, groupId: number, qty: number) {
  await addToCart(t.app, c.token, groupId, qty);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: c.token },
    payload: { card_id: await cardOf(c) },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

async function emailOf(c: TestCustomer): Promise<string> {
  const row = await t.handle.db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', c.id)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** The 'price level reached' mails a customer was sent, oldest first. */
async function levelMails(c: TestCustomer) {
  return t.handle.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body', 'link'])
    .where('recipient', '=', await emailOf(c))
    .where('subject', 'like', '%for everyone')
    .orderBy('id')
    .execute();
}

async function unsubscribe(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe', payload });
  return { statusCode: res.statusCode, body: res.json() as { message: string } };
}

test('buyers hear once per new level, at most hourly, and never after unsubscribing', async () => {
  const groupId = await createGroup(t.handle.db, { productName: 'Level Lamp', levels: LEVELS });
  const [early, quitter, mover, later] = await Promise.all([1, 2, 3, 4].map(() => createCustomer(t.handle.db)));

  await buy(early!, groupId, 2);
  await buy(quitter!, groupId, 1);
  expect(await levelMails(early!)).toEqual([]);

  // 11 booked: the second level. Both earlier buyers hear of it; the buyer who moved it paid $90 already.
  await buy(mover!, groupId, 8);
  const [first] = await levelMails(early!);
  expect(first).toMatchObject({
    subject: 'Level Lamp is now $90.00 for everyone',
    link: `http://localhost:4000/product/${groupId}`,
  });
  expect(first!.text_body).toContain('reached a new price level: $90.00 per unit for everyone');
  expect(await levelMails(quitter!)).toHaveLength(1);
  expect(await levelMails(mover!)).toEqual([]);

  // The quitter follows the link in the mail: the opt-out is recorded.
  const link = /Unsubscribe: (\S+)/.exec((await levelMails(quitter!))[0]!.text_body)![1]!;
  const url = new URL(link);
  expect(url.pathname).toBe('/unsubscribe');
  expect((await levelMails(quitter!))[0]!.html_body).toContain(
    `<a href="${link.replace(/&/g, '&amp;')}">Unsubscribe</a>`,
  );
  const done = await unsubscribe({
    customer_id: url.searchParams.get('customer'),
    token: url.searchParams.get('token'),
  });
  expect(done).toEqual({ statusCode: 200, body: expect.objectContaining({ message: UNSUBSCRIBED }) });

  // 21 booked, within the hour: the third level. The early buyer was mailed this hour, the
  // quitter unsubscribed; only the mover, not mailed yet, hears.
  await buy(later!, groupId, 10);
  expect(await levelMails(early!)).toHaveLength(1);
  expect(await levelMails(quitter!)).toHaveLength(1);
  expect((await levelMails(mover!)).map((m) => m.subject)).toEqual(['Level Lamp is now $80.00 for everyone']);

  // An hour on (the last mails moved back 61 minutes), the fourth level mails again, but
  // still not the quitter.
  const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
  await t.handle.db.updateTable('level_mail_sends').set({ sent_at: hourAgo }).where('group_id', '=', groupId).execute();
  await buy(later!, groupId, 10);
  expect((await levelMails(early!)).map((m) => m.subject)).toEqual([
    'Level Lamp is now $90.00 for everyone',
    'Level Lamp is now $70.00 for everyone',
  ]);
  expect(await levelMails(mover!)).toHaveLength(2);
  expect(await levelMails(quitter!)).toHaveLength(1);
});

test('an order within a level mails nobody', async () => {
  const groupId = await createGroup(t.handle.db, { productName: 'Quiet Lamp', levels: LEVELS });
  const [first, second] = await Promise.all([1, 2].map(() => createCustomer(t.handle.db)));
  await buy(first!, groupId, 3);
  await buy(second!, groupId, 5);
  expect(await levelMails(first!)).toEqual([]);
});

test("a link that is not the customer's own is refused and changes nothing", async () => {
  const victim = await createCustomer(t.handle.db);
  const other = await createCustomer(t.handle.db);
  const groupId = await createGroup(t.handle.db, { productName: 'Guarded Lamp', levels: LEVELS });
  await buy(victim, groupId, 2);
  await buy(other, groupId, 9);
  const link = new URL(/Unsubscribe: (\S+)/.exec((await levelMails(victim))[0]!.text_body)![1]!);
  const victimToken = link.searchParams.get('token')!;

  // The victim's token does not unsubscribe another customer, nor does a made-up one.
  expect(await unsubscribe({ customer_id: other.id, token: victimToken })).toEqual({
    statusCode: 403,
    body: expect.objectContaining({ message: UNSUBSCRIBE_LINK_INVALID }),
  });
  expect((await unsubscribe({ customer_id: victim.id, token: 'f'.repeat(64) })).statusCode).toBe(403);
  expect((await unsubscribe({ customer_id: 'abc', token: victimToken })).body.message).toBe(
    'customer_id must be a positive integer',
  );
  expect((await unsubscribe({ customer_id: victim.id })).body.message).toBe('token is required');
  const rows = await t.handle.db
    .selectFrom('customers')
    .select(['id', 'level_mail_opt_out_at'])
    .where('id', 'in', [victim.id, other.id])
    .execute();
  expect(rows.every((row) => row.level_mail_opt_out_at === null)).toBe(true);
});
