import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField } from '../../lib/fields';
import { HttpError, badRequest } from '../../lib/http-error';
import type { PurposeSigner } from '../../lib/purpose-signer';
import { typedScope } from '../../lib/route-scope';
import { unsubscribeFromLevelMails } from './level-mail';
import { UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID } from './unsubscribe.routes';

// RFC 8058 one-click unsubscribe from the price-drop mail. Its List-Unsubscribe header holds
// the unsubscribe page's address (`<PUBLIC_URL>/unsubscribe?customer=…&token=…`) with
// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: a mailbox that offers its own
// Unsubscribe button POSTs `List-Unsubscribe=One-Click` to that very address, with no
// session and no cookie. The gateway passes that POST here (gateway/src/server.ts); a GET
// of the address is the web's page, where a person confirms.

/** The API's path of the one-click POST: the gateway's POST /unsubscribe under /api. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/unsubscribe';

// The form RFC 8058 prescribes is one short field.
const ONE_CLICK_BODY_LIMIT_BYTES = 1024;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const oneClickQuery = z.object({
  customer: intField('customer must be a positive integer', 1, MAX_ID),
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
});

const oneClickBody = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: 'List-Unsubscribe must be One-Click' }),
});

/** A form's text fields, read by the platform's own form parser (undici: both encodings RFC 8058 allows). */
async function formFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

export async function registerOneClickUnsubscribeRoute(
  app: FastifyInstance,
  db: Kysely<Database>,
  signer: PurposeSigner,
): Promise<void> {
  // Its own scope: these form parsers serve this route alone; the API reads JSON elsewhere.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      FORM_TYPES,
      { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT_BYTES },
      (request, body, done) => {
        formFields(body as Buffer, String(request.headers['content-type'])).then(
          (fields) => done(null, fields),
          () => done(badRequest('The body is not a form: send List-Unsubscribe=One-Click')),
        );
      },
    );
    typedScope(scope).post(
      ONE_CLICK_UNSUBSCRIBE_PATH,
      {
        bodyLimit: ONE_CLICK_BODY_LIMIT_BYTES,
        schema: {
          operationId: 'unsubscribeFromLevelMailOneClick',
          tags: ['mail'],
          summary: "One-click unsubscribe (RFC 8058) from the 'price level reached' mails",
          description:
            "Public, for mailbox providers: the POST a mailbox sends to the price-drop mail's `List-Unsubscribe` address " +
            "(the gateway passes `POST /unsubscribe` here). `customer` and `token` are that address's query; the body is " +
            '`List-Unsubscribe=One-Click`, form-encoded or multipart. Records the opt-out like `POST /api/mail/unsubscribe` ' +
            '(a second call keeps the first time).\n\n' +
            'Errors: 400 `customer must be a positive integer`, `token is required`, `List-Unsubscribe must be One-Click`; ' +
            `403 \`${UNSUBSCRIBE_LINK_INVALID}\` (a token that is not this customer's); 413 over 1 KiB.`,
          consumes: FORM_TYPES,
          querystring: oneClickQuery,
          body: oneClickBody,
          response: answers(z.null(), [400, 403, 413]),
        },
      },
      async (request) => {
        const { customer, token } = request.query;
        if (!(await unsubscribeFromLevelMails(db, signer, customer, token, new Date()))) {
          throw new HttpError(403, UNSUBSCRIBE_LINK_INVALID);
        }
        return ok(UNSUBSCRIBED, null);
      },
    );
  });
}
