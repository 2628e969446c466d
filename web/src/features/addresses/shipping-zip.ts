import { SESSION_KEYS } from '../../lib/session';

// Spec §3/§7: the session keeps the shipping address's ZIP as `shipping_zip_code`; a saved
// shipping address answers the ZIP to keep.
export function storeShippingZipCode(zipCode: string): void {
  localStorage.setItem(SESSION_KEYS.shippingZipCode, zipCode);
}
