import type { Kysely } from 'kysely';
import type { AddressType, Database } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import { findCustomerById } from '../auth/auth.repository';
import { assertZipInState } from '../pricing/zip-in-state';
import { toAddressView, type AddressView } from './address-view';
import { insertAddressIfNone, listAddresses, updateOwnAddress, type AddressChanges } from './addresses.repository';

export type AddressInput = Required<AddressChanges>;

export function createAddressesService(db: Kysely<Database>) {
  return {
    async list(customerId: number): Promise<AddressView[]> {
      return (await listAddresses(db, customerId)).map(toAddressView);
    },

    /** The one shipping address; a second is a 409 (the client updates the existing one). */
    async createShipping(customerId: number, input: AddressInput): Promise<AddressView> {
      assertZipInState(input);
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw notFound('Customer not found');
      const created = await insertAddressIfNone(db, {
        ...input,
        customer_id: customerId,
        address_type: 'SHIPPING_ADDRESS',
        // The address e-mail is the account's, read-only in the forms.
        email: customer.email,
      });
      if (!created) throw new HttpError(409, 'A shipping address already exists. Update it instead.');
      return toAddressView(created);
    },

    /** Another customer's address id is answered like an unknown one: 404, nothing written. */
    async update(customerId: number, addressId: number, type: AddressType, input: AddressInput): Promise<AddressView> {
      assertZipInState(input);
      const updated = await updateOwnAddress(db, customerId, addressId, type, input);
      if (!updated) throw notFound('Address not found');
      return toAddressView(updated);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
