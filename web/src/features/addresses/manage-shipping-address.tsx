import { useNavigate } from 'react-router-dom';
import { AddressEditor } from './address-editor';
import { addressTitle } from './address-title';
import { AddressLoadState } from './address-load-state';
import { useAddressBook } from './use-address-book';
import './addresses.css';
import { paths } from '../../lib/paths';

// The dashboard's 'Manage Shipping Address' tab (docs/product.md#screens): the shipping address form,
// adding the address when there is none and editing it otherwise; after saving the user
// goes to '/'.
export function ManageShippingAddress() {
  const navigate = useNavigate();
  const { loading, error, shipping } = useAddressBook();
  if (loading || error) return <AddressLoadState loading={loading} error={error} />;

  return (
    <section className="address-panel" aria-label={addressTitle('SHIPPING', shipping)}>
      <h2 className="address-panel__title">{addressTitle('SHIPPING', shipping)}</h2>
      <AddressEditor type="SHIPPING" address={shipping} onSaved={() => void navigate(paths.home)} />
    </section>
  );
}
