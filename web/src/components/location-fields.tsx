import { DownOutlined } from '@ant-design/icons';
// antd's Input alone (not the family: TextArea, Password, OTP).
import Input from 'antd/es/input/Input';
import { useField, useFormikContext } from 'formik';
import { startTransition, useDeferredValue, useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { LocationCitiesDocument, LocationCountriesDocument, LocationStatesDocument } from '../__generated__/graphql';
import { fieldMessageId, FormField } from './form-field';
import type { LocationPickerProps, PickerOption } from './location-picker';
import './location-fields.css';

// The address pickers of the sign-up, profile and address forms (docs/product.md#documents "Other rules"):
// Formik fields `country` (the country's NAME, as the API stores it), `state` (the state's
// ISO code) and `city` (the option value `<stateCode>_<cityName>`, docs/product.md#sign-up-profile-and-addresses).

const CITY_SEPARATOR = '_';

/** The city name inside a city option value (`TX_Dallas` → `Dallas`), for payloads. */
export function cityNameFromValue(value: string): string {
  const at = value.indexOf(CITY_SEPARATOR);
  return at === -1 ? value : value.slice(at + 1);
}

/** The option value of a saved city, to prefill a form from an address. */
export function cityValue(stateCode: string, cityName: string): string {
  return cityName ? `${stateCode}${CITY_SEPARATOR}${cityName}` : '';
}

const byLabel = (a: PickerOption, b: PickerOption) => a.label.localeCompare(b.label);

// antd's Select is not in a form's first load: each picker is a plain read-only box showing
// the chosen name until one of them is first pointed at or focused; then the pickers' code
// loads and they take the boxes' places in one render, the one in use focused (and opened,
// if clicked), its search holding what was typed into the box meanwhile. Not React.lazy:
// its Suspense fallback would put a second box in the first one's place for a moment, and
// the focus fell to the page's body (a Tab from Email landed there); the shopper's first
// keystrokes were lost with the box (typing "Texas" at once kept "s", and Enter took
// Alaska).
const loadPicker = () => import('./location-picker');

interface LocationFieldsProps {
  disabled?: boolean;
}

export function LocationFields({ disabled = false }: LocationFieldsProps) {
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const [country, countryMeta] = useField<string>('country');
  const [state, stateMeta] = useField<string>('state');
  const [city, cityMeta] = useField<string>('city');
  const id = useId();

  const countries = useQuery(LocationCountriesDocument);
  // Each list's answer (some 250 countries, a country's states) is drawn in a background
  // render React slices: through Apollo's hooks it re-rendered the whole form at once, in
  // one long task on a phone after a page with an address form had shown (docs/decisions.md
  // "The main thread in pieces").
  const countryList = useDeferredValue(countries.data?.countries);
  const countryCode = countryList?.find((entry) => entry.name === country.value)?.isoCode ?? '';
  const states = useQuery(LocationStatesDocument, { variables: { countryCode }, skip: !countryCode });
  const stateList = useDeferredValue(states.data?.states);
  // A state's cities are many (Texas's answer is 84 KB, some 1,200 cities that the cache
  // and the picker each go through): they are asked for once the City picker is first
  // pointed at or focused, or a state is chosen here, not with every form that shows a
  // saved address; the saved city shows its name from its value meanwhile.
  const [citiesWanted, setCitiesWanted] = useState(false);
  const wantCities = () => setCitiesWanted(true);
  const cities = useQuery(LocationCitiesDocument, {
    variables: { countryCode, stateCode: state.value },
    skip: !citiesWanted || !countryCode || !state.value,
  });

  const countryOptions = useMemo(
    () => (countryList ?? []).map((entry) => ({ value: entry.name, label: entry.name })).sort(byLabel),
    [countryList],
  );
  const stateOptions = useMemo(
    () =>
      countryCode ? (stateList ?? []).map((entry) => ({ value: entry.isoCode, label: entry.name })).sort(byLabel) : [],
    [countryCode, stateList],
  );
  const cityOptions = useMemo(
    () =>
      countryCode && state.value
        ? (cities.data?.cities ?? []).map((entry) => ({ value: entry.value, label: entry.name })).sort(byLabel)
        : [],
    [countryCode, state.value, cities.data],
  );

  // Later fields depend on earlier ones: a new country clears state and city, a new state
  // clears the city (docs/product.md#validation-rules).
  const chooseCountry = (value: string) => {
    void setFieldValue('country', value);
    void setFieldValue('state', '');
    void setFieldValue('city', '');
  };
  const chooseState = (value: string) => {
    void setFieldValue('state', value);
    void setFieldValue('city', '');
    wantCities();
  };
  const chooseCity = (value: string) => void setFieldValue('city', value);

  // The pickers' code, asked for at the first pointer or focus on any box; `inUse` is the
  // box the shopper is on (and whether it was clicked), for the picker taking its place;
  // `typed`, what was typed into that box before the picker came.
  const [Picker, setPicker] = useState<ComponentType<LocationPickerProps> | null>(null);
  const [inUse, setInUse] = useState<{ name: string; open: boolean } | null>(null);
  const [typed, setTyped] = useState<{ name: string; text: string } | null>(null);
  const typeInto = (name: string, key: string) =>
    setTyped((was) => {
      const text = was?.name === name ? was.text : '';
      return { name, text: key === 'Backspace' ? text.slice(0, -1) : text + key };
    });
  const wantPickers = () => {
    if (Picker) return;
    loadPicker().then(
      (module) => startTransition(() => setPicker(() => module.LocationPicker)),
      // Not fetched (a flaky network): the boxes stay, and the next pointer or focus asks again.
      () => undefined,
    );
  };

  const errorOf = (meta: { touched: boolean; error?: string }) => (meta.touched && meta.error ? meta.error : undefined);
  const labelOf = (options: PickerOption[], fallback: (value: string) => string) => (value: string) =>
    options.find((option) => option.value === value)?.label ?? fallback(value);
  const asIs = (value: string) => value;

  const fields = [
    {
      name: 'country',
      label: 'Country',
      value: country.value,
      error: errorOf(countryMeta),
      options: countryOptions,
      onChange: chooseCountry,
      loading: countries.loading,
      hint: 'No country found',
      labelOf: labelOf(countryOptions, asIs),
    },
    {
      name: 'state',
      label: 'State',
      value: state.value,
      error: errorOf(stateMeta),
      options: stateOptions,
      onChange: chooseState,
      loading: Boolean(countryCode) && states.loading,
      hint: countryCode ? 'No State Found' : 'First select country',
      labelOf: labelOf(stateOptions, asIs),
    },
    {
      name: 'city',
      label: 'City',
      value: city.value,
      error: errorOf(cityMeta),
      options: cityOptions,
      onChange: chooseCity,
      onFirstUse: wantCities,
      loading: Boolean(state.value) && (cities.loading || !citiesWanted),
      hint: state.value ? 'No City Found' : 'First select state',
      labelOf: labelOf(cityOptions, cityNameFromValue),
    },
  ];

  return (
    <>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const picker: LocationPickerProps = {
          ...field,
          id: fieldId,
          disabled,
          describedBy: field.error ? fieldMessageId(fieldId) : undefined,
          autoFocus: inUse?.name === field.name,
          defaultOpen: inUse?.name === field.name && inUse.open,
          initialSearch: typed?.name === field.name ? typed.text : '',
          onBlur: () => void setFieldTouched(field.name, true),
        };
        const firstUse = () => {
          field.onFirstUse?.();
          wantPickers();
        };
        const box = (
          <PickerBox
            {...picker}
            onUse={(open) => {
              // A press comes before the focus it gives: the focus keeps it open.
              setInUse((was) => ({ name: field.name, open: open || (was?.name === field.name && was.open) }));
              firstUse();
            }}
            onLeave={() => {
              setInUse((was) => (was?.name === field.name ? null : was));
              picker.onBlur();
            }}
            onPoint={firstUse}
            onType={(key) => typeInto(field.name, key)}
          />
        );
        return (
          <FormField key={field.name} label={field.label} htmlFor={fieldId} error={field.error}>
            {Picker ? <Picker {...picker} /> : box}
          </FormField>
        );
      })}
    </>
  );
}

interface PickerBoxProps extends LocationPickerProps {
  onUse: (open: boolean) => void;
  onLeave: () => void;
  onPoint: () => void;
  /** A character or Backspace typed into the box, for the picker taking its place. */
  onType: (key: string) => void;
}

// The closed picker as a read-only box in antd's large size: the chosen name and the arrow.
function PickerBox(props: PickerBoxProps): ReactNode {
  return (
    <Input
      id={props.id}
      className="location-fields__box"
      size="large"
      readOnly
      disabled={props.disabled}
      value={props.value ? props.labelOf(props.value) : ''}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      aria-invalid={Boolean(props.error)}
      aria-describedby={props.describedBy}
      status={props.error ? 'error' : undefined}
      suffix={<DownOutlined className="location-fields__arrow" aria-hidden="true" />}
      onPointerEnter={props.onPoint}
      // A press or a key opens the picker that takes its place; a focus alone (Tab) does not.
      onPointerDown={() => props.onUse(true)}
      onFocus={() => props.onUse(false)}
      onKeyDown={(event) => {
        if (event.key === 'Tab' || event.key === 'Shift') return;
        const character = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
        if (character || event.key === 'Backspace') props.onType(event.key);
        props.onUse(true);
      }}
      onBlur={props.onLeave}
    />
  );
}
