import { AddressEditor } from './address-editor';
import { AddressLoadState } from './address-load-state';
import { useAddressBook } from './use-address-book';
import './addresses.css';

// /billingAddress: the standalone billing address form, prefilled from the customer's own
// billing address (the product rules' sample defaults and dead Submit were defects; see
// docs/decisions.md 'Addresses'). The page stays after saving and shows the saved values.
export function BillingAddressPage() {
  const { loading, error, billing } = useAddressBook();

  return (
    <div className="address-page">
      <h1 className="address-page__heading">Billing Address</h1>
      <div className="address-page__card">
        {billing ? (
          <AddressEditor type="BILLING" address={billing} />
        ) : (
          <AddressLoadState loading={loading} error={error} />
        )}
      </div>
    </div>
  );
}
