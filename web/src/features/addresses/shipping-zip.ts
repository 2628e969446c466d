import { SESSION_KEYS } from '../../lib/session-keys';

// docs/product.md#sign-up-profile-and-addresses, docs/rest-api.md: the session keeps the shipping address's ZIP as `shipping_zip_code`; a saved
// shipping address answers the ZIP to keep.
export function storeShippingZipCode(zipCode: string): void {
  localStorage.setItem(SESSION_KEYS.shippingZipCode, zipCode);
}
