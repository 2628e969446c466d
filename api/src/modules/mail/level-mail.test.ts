import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, addToCart, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';
import { readOutboxWithMime } from './outbox';
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from './unsubscribe.routes';

// docs/product.md#what-a-buyer-sees: one mail per new price level, at most one per group per
// hour per buyer, never to a buyer who unsubscribed, who can do so from the mail's link or
// from the mailbox's own button (RFC 8058 one-click, no session). The mails are read as
// sent: the outbox mailer's files. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.

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

/** The 'price level reached' mails a customer was sent, oldest first, as the mail server received them. */
async function levelMails(c: TestCustomer) {
  await t.app.jobs.drain();
  const email = await emailOf(c);
  return readOutboxWithMime(t.config.outboxDir).filter(
    (mail) => mail.to === email && mail.subject.endsWith('for everyone'),
  );
}

/** The mail's unsubscribe link, as its text part writes it. */
const unsubscribeLinkOf = (mail: { text: string }) => new URL(/Unsubscribe: (\S+)/.exec(mail.text)![1]!);

/** A header of a MIME message, its folded lines joined. */
function headerOf(mime: string, name: string): string | undefined {
  const head = mime.slice(0, mime.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

/** What a mailbox sends to the List-Unsubscribe address (RFC 8058): no session, a form body. */
function oneClick(
  address: URL,
  body = 'List-Unsubscribe=One-Click',
  contentType = 'application/x-www-form-urlencoded',
) {
  // The gateway passes POST /unsubscribe to the API's /api/unsubscribe (gateway/src/server.ts).
  return t.app.inject({
    method: 'POST',
    url: `/api${address.pathname}${address.search}`,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

const optedOut = async (c: TestCustomer) =>
  (
    await t.handle.db
      .selectFrom('customers')
      .select('level_mail_opt_out_at')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow()
  ).level_mail_opt_out_at !== null;

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
  expect(first!.text).toContain('reached a new price level: $90.00 per unit for everyone');
  // The group's progress: 11 of 50 booked; the next level ($80) applies from 21.
  expect(first!.text).toContain('11 of 50 units booked. 10 more units unlock $80.00.');
  expect(first!.text).toContain('See the group: http://localhost:4000/product/');
  expect(await levelMails(quitter!)).toHaveLength(1);
  expect(await levelMails(mover!)).toEqual([]);

  // The quitter follows the link in the mail: the opt-out is recorded.
  const [quitterMail] = await levelMails(quitter!);
  const url = unsubscribeLinkOf(quitterMail!);
  expect(url.pathname).toBe('/unsubscribe');
  expect(quitterMail!.html).toMatch(
    new RegExp(`<a href="${url.href.replace(/&/g, '&amp;').replace(/[.?]/g, '\\$&')}"[^>]*>Unsubscribe</a>`),
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
  const link = unsubscribeLinkOf((await levelMails(victim))[0]!);
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

test("the mailbox's one-click unsubscribe (RFC 8058): headers on the sent mail, a POST without a session stops the mails", async () => {
  const groupId = await createGroup(t.handle.db, { productName: 'Header Lamp', levels: LEVELS });
  const [formBuyer, multipartBuyer, mover, later] = await Promise.all(
    [1, 2, 3, 4].map(() => createCustomer(t.handle.db)),
  );
  await buy(formBuyer!, groupId, 1);
  await buy(multipartBuyer!, groupId, 1);
  await buy(mover!, groupId, 9);

  const [mail] = await levelMails(formBuyer!);
  const address = unsubscribeLinkOf(mail!);
  // The headers a mailbox reads, as the mail server received them: the unsubscribe page's
  // address, which also takes the one-click POST.
  expect(headerOf(mail!.mime, 'List-Unsubscribe')).toBe(`<${address.href}>`);
  expect(headerOf(mail!.mime, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(mail!.headers).toEqual({
    'List-Unsubscribe': `<${address.href}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  // Mail that is not a price drop carries none: the order's own receipt.
  const receipt = readOutboxWithMime(t.config.outboxDir).find(
    (sent) => sent.to === mail!.to && sent.subject.endsWith('is placed'),
  );
  expect(headerOf(receipt!.mime, 'List-Unsubscribe')).toBeUndefined();

  // Refused, changing nothing: a body that is not the one-click form, another body type, a
  // token of another customer.
  expect((await oneClick(address, 'List-Unsubscribe=Maybe')).json()).toMatchObject({
    status: 400,
    message: 'List-Unsubscribe must be One-Click',
  });
  expect((await oneClick(address, '{"List-Unsubscribe":"One-Click"}', 'application/json')).statusCode).toBe(415);
  const other = unsubscribeLinkOf((await levelMails(multipartBuyer!))[0]!);
  const crossed = new URL(address.href);
  crossed.searchParams.set('token', other.searchParams.get('token')!);
  expect((await oneClick(crossed)).json()).toMatchObject({ status: 403, message: UNSUBSCRIBE_LINK_INVALID });
  expect(await optedOut(formBuyer!)).toBe(false);

  // The mailbox's POST, form-encoded: no session, no cookie.
  const posted = await oneClick(address);
  expect(posted.statusCode).toBe(200);
  expect(posted.json()).toMatchObject({ message: UNSUBSCRIBED });
  expect(await optedOut(formBuyer!)).toBe(true);

  // The same as multipart/form-data, the encoding RFC 8058 prefers.
  const boundary = 'one-click-boundary';
  const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
  const viaMultipart = await oneClick(other, multipart, `multipart/form-data; boundary=${boundary}`);
  expect(viaMultipart.statusCode).toBe(200);
  expect(await optedOut(multipartBuyer!)).toBe(true);

  // The next level, an hour on: neither hears of it; the mover, who did not opt out, does.
  const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
  await t.handle.db.updateTable('level_mail_sends').set({ sent_at: hourAgo }).where('group_id', '=', groupId).execute();
  await buy(later!, groupId, 10);
  expect(await levelMails(formBuyer!)).toHaveLength(1);
  expect(await levelMails(multipartBuyer!)).toHaveLength(1);
  expect((await levelMails(mover!)).map((sent) => sent.subject)).toEqual(['Header Lamp is now $80.00 for everyone']);
});
