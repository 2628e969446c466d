import type { AddressForm_AddressFragment, AddressType } from '../../__generated__/graphql';

// The true titles of the product rules' three address modals, which all carried the leftover
// 'Add Supplier' (docs/product.md#screens; docs/decisions.md 'Addresses').
const ADDRESS_TITLES = {
  editBilling: 'Edit Billing Address',
  editShipping: 'Edit Shipping Address',
  addShipping: 'Add Shipping Address',
} as const;

export function addressTitle(type: AddressType, address: AddressForm_AddressFragment | null): string {
  if (type === 'BILLING') return ADDRESS_TITLES.editBilling;
  return address ? ADDRESS_TITLES.editShipping : ADDRESS_TITLES.addShipping;
}
