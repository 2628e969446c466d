import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { answers, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { MAX_ID, intField } from '../../lib/fields';
import type { PurposeSigner } from '../../lib/purpose-signer';
import type { RouteScope } from '../../lib/route-scope';
import { unsubscribeFromLevelMails } from './level-mail';

// docs/product.md#what-a-buyer-sees: the texts of the unsubscribe page.
export const UNSUBSCRIBED = 'You are unsubscribed. You will get no more price-drop emails.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';

const unsubscribeBody = z.object({
  customer_id: intField('customer_id must be a positive integer', 1, MAX_ID),
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
});

// Public: the mail's link works without signing in; the signed token is the proof.
export function registerUnsubscribeRoutes(app: RouteScope, db: Kysely<Database>, signer: PurposeSigner): void {
  app.post(
    '/api/mail/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribeFromLevelMail',
        tags: ['mail'],
        summary: "Stops the 'price level reached' mails for the customer the signed link names",
        description:
          'Public. `customer_id` and `token` come from the unsubscribe link of a price-drop mail (`/unsubscribe?customer=…&token=…`). ' +
          'Records the opt-out (a second call keeps the first time); from then on no such mail is queued for the customer.\n\n' +
          `Errors: 400 \`customer_id must be a positive integer\`, 400 \`token is required\`; 403 \`${UNSUBSCRIBE_LINK_INVALID}\` (a token that is not this customer's).`,
        body: unsubscribeBody,
        response: answers(z.null(), [400, 403]),
      },
    },
    async (request) => {
      const { customer_id, token } = request.body;
      if (!(await unsubscribeFromLevelMails(db, signer, customer_id, token, new Date()))) {
        throw new HttpError(403, UNSUBSCRIBE_LINK_INVALID);
      }
      return ok(UNSUBSCRIBED, null);
    },
  );
}
