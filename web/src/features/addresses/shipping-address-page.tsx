import { ManageShippingAddress } from './manage-shipping-address';
import './addresses.css';

// /shippingAdress (spelt so, docs/product.md#screens) and /shippingAddress: the shipping address form on a
// page of its own; like the dashboard's tab it goes to '/' after saving.
export function ShippingAddressPage() {
  return (
    <div className="address-page">
      <h1 className="address-page__heading">Shipping Address</h1>
      <div className="address-page__card">
        <ManageShippingAddress />
      </div>
    </div>
  );
}
