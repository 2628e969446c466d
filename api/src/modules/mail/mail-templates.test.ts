import { loadConfig } from '../../config/config';
import { PRERENDERED_TEMPLATE } from '../../db/migrations/025_mail_templates';
import { mailLayoutOf } from './mail-layout';
import { MAIL_TEMPLATE_LIST, renderMail, renderSample } from './mail-templates';
import { renderQueuedMail } from './queued-mail';
import { trackingUrlOf } from './tracking-links';

// Every template in the shared layout, with the sample data the console's preview shows:
// both parts, the wordmark, the footer's help links and postal address, and the same links
// in the text as in the HTML. The mails' facts against real orders are order-mails.test.ts's.
// No database.

const config = loadConfig({
  PUBLIC_URL: 'https://shop.example',
  SIGNING_SECRET: 's'.repeat(40),
  MAIL_POSTAL_ADDRESS: '500 Commerce St, Suite 3, Fort Worth, TX 76102',
});
const layout = mailLayoutOf(config);

/** The href values of an HTML part, entities read back. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
/** The links a text part writes out. */
const textLinks = (text: string) => [...text.matchAll(/https?:\/\/[^\s)]+/g)].map((m) => m[0]);

test('the preview list names every template once', () => {
  const names = MAIL_TEMPLATE_LIST.map((template) => template.name);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(
    expect.arrayContaining([
      'verification',
      'password-reset',
      'password-changed',
      'order-placed',
      'line-shipped',
      'line-delivered',
      'line-cancelled',
      'return-accepted',
      'return-declined',
      'return-received',
      'return-refunded',
      'group-settled',
      'price-drop',
    ]),
  );
  expect(MAIL_TEMPLATE_LIST.every((template) => template.title.length > 0)).toBe(true);
});

describe.each(MAIL_TEMPLATE_LIST.map((template) => template.name))('the %s mail with sample data', (name) => {
  let mail: Awaited<ReturnType<typeof renderSample>>;
  beforeAll(async () => {
    mail = await renderSample(name, layout);
  });

  test('is a whole HTML document in the layout: wordmark, title, footer with help links and the postal address', () => {
    const html = mail!.html;
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain(`<title>${mail!.subject.replace(/'/g, '&#39;')}</title>`);
    expect(html).toContain('Group<span style="color:#f26b3a">Buy</span>');
    expect(html).toContain('500 Commerce St, Suite 3, Fort Worth, TX 76102');
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        'https://shop.example/',
        'https://shop.example/help',
        'https://shop.example/faq',
        'https://shop.example/contactus',
      ]),
    );
  });

  test('has a text part with the same words and links: heading, the footer, every link of the HTML', () => {
    const text = mail!.text;
    expect(text.startsWith('GroupBuy\n\n')).toBe(true);
    expect(text).toContain('Help Center: https://shop.example/help');
    expect(text).toContain('GroupBuy · 500 Commerce St, Suite 3, Fort Worth, TX 76102');
    // Every link of the HTML but the wordmark's is written out in the text, and the other way round.
    const htmlLinks = hrefs(mail!.html).filter((href) => href !== 'https://shop.example/');
    expect(new Set(textLinks(text))).toEqual(new Set(htmlLinks));
    expect(textLinks(text)).toContain(mail!.link);
  });
});

test("the price-drop mail ends with the product's opt-out line and carries the one-click headers", async () => {
  const mail = (await renderSample('price-drop', layout))!;
  const unsubscribe = 'https://shop.example/unsubscribe?customer=12&token=sample-token';
  expect(mail.subject).toBe('Standing Desk is now $229.00 for everyone');
  expect(mail.text.endsWith(`Don't want these price-drop emails? Unsubscribe: ${unsubscribe}`)).toBe(true);
  expect(mail.html).toMatch(/Don&#39;t want these price-drop emails\? <a href="[^"]+"[^>]*>Unsubscribe<\/a>/);
  expect(mail.headers).toEqual({
    'List-Unsubscribe': `<${unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(mail.text).toContain('41 of 100 units booked. 10 more units unlock $219.00.');
});

test('transactional mails carry no list headers', async () => {
  for (const { name } of MAIL_TEMPLATE_LIST.filter((template) => template.name !== 'price-drop')) {
    expect((await renderSample(name, layout))!.headers).toEqual({});
  }
});

test('a name no template has has no preview; data a template cannot read is refused naming it', async () => {
  expect(await renderSample('no-such-mail', layout)).toBeUndefined();
  await expect(renderMail('order-placed', { orderId: 'seven' }, layout)).rejects.toThrow(
    /The data of a order-placed mail does not fit its template: \S+/,
  );
  await expect(renderMail('no-such-mail', {}, layout)).rejects.toThrow('No mail template is named no-such-mail');
});

test('mail queued before templates keeps the bodies it was rendered with', async () => {
  const message = await renderQueuedMail(
    {
      to: 'old@example.com',
      subject: 'Your order 3 is placed',
      template: PRERENDERED_TEMPLATE,
      data: JSON.stringify({ text: 'old text', html: '<p>old html</p>' }),
      link: 'https://shop.example/dashboard',
    },
    layout,
  );
  expect(message).toEqual({
    to: 'old@example.com',
    subject: 'Your order 3 is placed',
    text: 'old text',
    html: '<p>old html</p>',
    link: 'https://shop.example/dashboard',
  });
});

test("a carrier's tracking page, whatever way its name is typed; others get none", () => {
  expect(trackingUrlOf('UPS', '1Z 999')).toBe('https://www.ups.com/track?tracknum=1Z%20999');
  expect(trackingUrlOf('united parcel service', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
  expect(trackingUrlOf('U.S.P.S.', '9400')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400');
  expect(trackingUrlOf('FedEx', '7489')).toBe('https://www.fedex.com/fedextrack/?trknbr=7489');
  expect(trackingUrlOf('DHL Express', 'JD01')).toContain('tracking-id=JD01');
  expect(trackingUrlOf('Acme Freight', 'A1')).toBeUndefined();
});
