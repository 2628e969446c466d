import { z } from 'zod';
import { THANKS, usd } from '../mail-content';
import { cents, defineTemplate, firstName, greeting, url } from '../mail-template';

// docs/product.md#what-a-buyer-sees: a group a buyer holds reached a new, lower price level
// (level-mail.ts queues it in the booking's transaction). Its subject and its last line are
// the product's words. A bulk mail, so it carries the one-click opt-out of RFC 8058 in its
// headers as well as in its last line: the big mailboxes show their own Unsubscribe button
// from them, and POST to the link without a session (one-click-unsubscribe.routes.ts).

export const priceDropTemplate = defineTemplate({
  name: 'price-drop',
  title: 'Price drop (a new price level, one-click unsubscribe)',
  data: z.object({
    firstName,
    product: z.string(),
    priceCents: cents,
    listPriceCents: cents,
    booked: z.number().int(),
    maxQuantity: z.number().int(),
    /** The next cheaper level, or null when this is the lowest. */
    nextLevel: z.object({ unitsNeeded: z.number().int(), priceCents: cents }).nullable(),
    groupUrl: url,
    /** The unsubscribe page (GET) and the one-click opt-out (POST), one URL. */
    unsubscribeUrl: url,
  }),
  content: (data) => {
    const price = usd(data.priceCents);
    const next = data.nextLevel
      ? `${data.nextLevel.unitsNeeded} more ${data.nextLevel.unitsNeeded === 1 ? 'unit unlocks' : 'units unlock'} ${usd(data.nextLevel.priceCents)}.`
      : "This is the group's lowest price.";
    return {
      subject: `${data.product} is now ${price} for everyone`,
      preview: `${price} per unit, down from ${usd(data.listPriceCents)}. ${next}`,
      heading: `${data.product} is now ${price}`,
      greeting: greeting(data.firstName),
      blocks: [
        {
          kind: 'text',
          text:
            `The group for ${data.product} reached a new price level: ${price} per unit for everyone. ` +
            'If the group closes at this price or lower, we refund the difference on your order within 48 hours of its closing. ' +
            'Invite others to bring the price down further.',
        },
        {
          kind: 'facts',
          facts: [
            { label: 'Price now', value: price },
            { label: 'List price', value: usd(data.listPriceCents) },
          ],
        },
        {
          kind: 'progress',
          done: data.booked,
          goal: data.maxQuantity,
          caption: `${data.booked} of ${data.maxQuantity} units booked. ${next}`,
        },
        { kind: 'button', label: 'See the group', url: data.groupUrl },
        { kind: 'text', text: THANKS },
      ],
      link: data.groupUrl,
      closingNote: { text: "Don't want these price-drop emails?", linkText: 'Unsubscribe', url: data.unsubscribeUrl },
      headers: {
        'List-Unsubscribe': `<${data.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  },
  sample: (publicUrl) => ({
    firstName: 'Alex',
    product: 'Standing Desk',
    priceCents: 22_900,
    listPriceCents: 27_900,
    booked: 41,
    maxQuantity: 100,
    nextLevel: { unitsNeeded: 10, priceCents: 21_900 },
    groupUrl: `${publicUrl}/product/7`,
    unsubscribeUrl: `${publicUrl}/unsubscribe?customer=12&token=sample-token`,
  }),
});
