import type { Address, Customer } from '../db/types';

export type SeedAccount = Pick<
  Customer,
  'email' | 'role' | 'customer_type' | 'first_name' | 'last_name' | 'company_name' | 'title' | 'phone_number'
> & {
  password: string;
  is_tax_exempt: boolean;
  addresses: Array<Pick<Address, 'address_type' | 'street' | 'city' | 'state' | 'zip_code'>>;
};

/** The demo accounts printed in the README ("Demo accounts"). All are verified. */
export const DEMO_ACCOUNTS: readonly SeedAccount[] = [
  {
    email: 'shopper@example.com',
    password: 'Shopper@123',
    role: 'customer',
    customer_type: 'Individual',
    first_name: 'Sam',
    last_name: 'Shopper',
    company_name: null,
    title: null,
    phone_number: '(214) 555-0100',
    is_tax_exempt: false,
    addresses: [
      { address_type: 'BILLING_ADDRESS', street: '1500 Main St', city: 'Dallas', state: 'TX', zip_code: '75201' },
      { address_type: 'SHIPPING_ADDRESS', street: '2200 Ross Ave', city: 'Dallas', state: 'TX', zip_code: '75201' },
    ],
  },
  {
    email: 'business@example.com',
    password: 'Business@123',
    role: 'customer',
    customer_type: 'Business',
    first_name: 'Bella',
    last_name: 'Business',
    company_name: 'Lone Star Supply Co.',
    title: 'Purchasing Manager',
    phone_number: '(512) 555-0100',
    is_tax_exempt: true,
    addresses: [
      { address_type: 'BILLING_ADDRESS', street: '301 Congress Ave', city: 'Austin', state: 'TX', zip_code: '78701' },
      { address_type: 'SHIPPING_ADDRESS', street: '301 Congress Ave', city: 'Austin', state: 'TX', zip_code: '78701' },
    ],
  },
  {
    email: 'admin@example.com',
    password: 'Admin@1234',
    role: 'admin',
    customer_type: 'Individual',
    first_name: 'Ada',
    last_name: 'Admin',
    company_name: null,
    title: null,
    phone_number: '(214) 555-0199',
    is_tax_exempt: false,
    addresses: [
      { address_type: 'BILLING_ADDRESS', street: '500 Akard St', city: 'Dallas', state: 'TX', zip_code: '75201' },
    ],
  },
];
