import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import { badRequest } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import { addressFields } from './address-fields';
import { addressViewSchema as addressView } from './address-view';
import type { AddressesService } from './addresses.service';

// customer_id and email in a body are ignored: the owner is the session's customer and
// the address e-mail is the account's. Clients that send an address back as they read it
// carry them, so they are declared (and dropped), not refused as unknown fields.
const ignoredFields = {
  customer_id: z.unknown().optional().describe("Ignored: the address is the signed-in customer's."),
  email: z.unknown().optional().describe("Ignored: an address's e-mail is the account's."),
};

const createBody = z.object({
  ...addressFields,
  ...ignoredFields,
  address_type: optional(z.literal('SHIPPING_ADDRESS', { error: 'address_type must be SHIPPING_ADDRESS' })),
});

const updateBody = z.object({
  ...addressFields,
  ...ignoredFields,
  address_id: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    intField('address_id must be a positive integer', 1, MAX_ID).optional(),
  ),
  id: optional(intField('address_id must be a positive integer', 1, MAX_ID)),
  address_type: z.enum(['BILLING_ADDRESS', 'SHIPPING_ADDRESS'], {
    error: 'address_type must be BILLING_ADDRESS or SHIPPING_ADDRESS',
  }),
});

const tags = ['profile'];

/** The signed-in customer's addresses (registered on a `requireSignIn` scope). */
export function registerAddressRoutes(app: RouteScope, addresses: AddressesService): void {
  app.get(
    '/api/address',
    {
      schema: {
        operationId: 'listAddresses',
        tags,
        summary: 'The billing address and every shipping address',
        response: answers(z.array(addressView), [401]),
      },
    },
    async (request) => ok('Addresses fetched', await addresses.list(customerIdOf(request))),
  );

  app.post(
    '/api/address',
    {
      schema: {
        operationId: 'addAddress',
        tags,
        summary: 'Adds a shipping address',
        description:
          "The e-mail is the account's; `customer_id` and `email` in the body are ignored; empty `title` and " +
          '`company_name` are stored as null. ' +
          'Errors: 409 `A shipping address already exists. Update it instead.`; 400 naming the field.',
        body: createBody,
        response: answers(addressView, [400, 401]),
      },
    },
    async (request) => {
      const { address_type: _type, customer_id: _owner, email: _email, ...fields } = request.body;
      return ok('Address saved successfully.', await addresses.createShipping(customerIdOf(request), fields));
    },
  );

  app.put(
    '/api/address',
    {
      schema: {
        operationId: 'updateAddress',
        tags,
        summary: 'Changes the billing address or one shipping address',
        description:
          "The e-mail is the account's; `customer_id` and `email` in the body are ignored; empty `title` and " +
          '`company_name` are stored as null. ' +
          "Errors: 404 `Address not found` (unknown id, another customer's, or not of that `address_type`); 400 naming the field.",
        body: updateBody,
        response: answers(addressView, [400, 401, 404]),
      },
    },
    async (request) => {
      const { address_id, id, address_type, customer_id: _owner, email: _email, ...fields } = request.body;
      const addressId = (address_id ?? id) as number | undefined;
      if (addressId === undefined) throw badRequest('address_id is required');
      return ok(
        'Address saved successfully.',
        await addresses.update(customerIdOf(request), addressId, address_type, fields),
      );
    },
  );
}
