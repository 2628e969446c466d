import type { AddressPicker_AddressesFragment } from '../../__generated__/graphql';
import { RadioChoice, RadioGroup } from '../../components/radio-group';

interface AddressPickerProps {
  addresses: ReadonlyArray<AddressPicker_AddressesFragment>;
  value: string | null;
  onChange: (addressId: string) => void;
}

// The delivery address picker (docs/product.md#screens: the billing address is pre-selected).
export function AddressPicker({ addresses, value, onChange }: AddressPickerProps) {
  return (
    <section className="address-picker" aria-labelledby="address-picker-title">
      <h2 id="address-picker-title" className="checkout__title">
        Delivery Address
      </h2>
      <RadioGroup className="address-picker__group" value={value} onChange={onChange} label="Delivery address">
        <ul className="address-picker__list">
          {addresses.map((address) => (
            <li key={address.id} className="address-picker__item">
              <RadioChoice value={address.id}>
                <span className="address-picker__name">
                  {address.firstName} {address.lastName}
                  <span className="address-picker__type">{address.type === 'BILLING' ? 'Billing' : 'Shipping'}</span>
                </span>
                <span className="address-picker__line">
                  {address.street}, {address.city}, {address.state} {address.zipCode}
                </span>
              </RadioChoice>
            </li>
          ))}
        </ul>
      </RadioGroup>
    </section>
  );
}
