import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import { badRequest, unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import { addressFields } from './address-fields';
import { addressViewSchema as addressView } from './address-view';
import type { AddressesService } from './addresses.service';

// customer_id, id and email in a body are ignored: the owner is the session's customer
// and the address e-mail is the account's.
const createBody = z.object({
  ...addressFields,
  address_type: optional(z.literal('SHIPPING_ADDRESS', { error: 'address_type must be SHIPPING_ADDRESS' })),
});

const updateBody = z.object({
  ...addressFields,
  address_id: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    intField('address_id must be a positive integer', 1, MAX_ID).optional(),
  ),
  id: optional(intField('address_id must be a positive integer', 1, MAX_ID)),
  address_type: z.enum(['BILLING_ADDRESS', 'SHIPPING_ADDRESS'], {
    error: 'address_type must be BILLING_ADDRESS or SHIPPING_ADDRESS',
  }),
});

function customerOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.customerId;
}

export function registerAddressRoutes(app: FastifyInstance, addresses: AddressesService, auth: AuthService): void {
  const preHandler = requireAuth(auth);
  const one = { preHandler, schema: { response: answers(addressView) } };

  app.get('/api/address', { preHandler, schema: { response: answers(z.array(addressView)) } }, async (request) => {
    return ok('Addresses fetched', await addresses.list(customerOf(request)));
  });

  app.post('/api/address', one, async (request) => {
    const customerId = customerOf(request);
    const { address_type: _type, ...fields } = parseInput(createBody, request.body ?? {});
    return ok('Address saved successfully.', await addresses.createShipping(customerId, fields));
  });

  app.put('/api/address', one, async (request) => {
    const customerId = customerOf(request);
    const { address_id, id, address_type, ...fields } = parseInput(updateBody, request.body ?? {});
    // The forms send address_id; `id` (the same value in the answers) is accepted too.
    const addressId = (address_id ?? id) as number | undefined;
    if (addressId === undefined) throw badRequest('address_id is required');
    return ok('Address saved successfully.', await addresses.update(customerId, addressId, address_type, fields));
  });
}
