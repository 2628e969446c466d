import { shippingAddressSchema } from './shipping-address-schema';

// docs/product.md#validation-rules shows the billing form's field errors but not its rules: it shows the same
// fields as the shipping form, so it takes the same rules and messages
// (docs/decisions.md 'Addresses').
export const billingAddressSchema = shippingAddressSchema;
