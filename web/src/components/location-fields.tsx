import { Select, Spin } from 'antd';
import { useField, useFormikContext } from 'formik';
import { useId, useMemo, useState } from 'react';
import { fieldMessageId, FormField } from './form-field';
import { useLocationCitiesQuery, useLocationCountriesQuery, useLocationStatesQuery } from '../__generated__/graphql';

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

interface Option {
  value: string;
  label: string;
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label);

// Searching matches the visible name, whatever the case.
const search = { optionFilterProp: 'label' } as const;

interface LocationFieldsProps {
  disabled?: boolean;
}

export function LocationFields({ disabled = false }: LocationFieldsProps) {
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const [country, countryMeta] = useField<string>('country');
  const [state, stateMeta] = useField<string>('state');
  const [city, cityMeta] = useField<string>('city');
  const id = useId();

  const countries = useLocationCountriesQuery();
  const countryCode = countries.data?.countries.find((entry) => entry.name === country.value)?.isoCode ?? '';
  const states = useLocationStatesQuery({ variables: { countryCode }, skip: !countryCode });
  // A state's cities are many (Texas's answer is 84 KB, some 1,200 cities that the cache
  // and the picker each go through): they are asked for once the City picker is first
  // pointed at or focused, or a state is chosen here, not with every form that shows a
  // saved address; the saved city shows its name from its value meanwhile (labelRender).
  const [citiesWanted, setCitiesWanted] = useState(false);
  const wantCities = () => setCitiesWanted(true);
  const cities = useLocationCitiesQuery({
    variables: { countryCode, stateCode: state.value },
    skip: !citiesWanted || !countryCode || !state.value,
  });

  const countryOptions = useMemo(
    () => (countries.data?.countries ?? []).map((entry) => ({ value: entry.name, label: entry.name })).sort(byLabel),
    [countries.data],
  );
  const stateOptions = useMemo(
    () =>
      countryCode
        ? (states.data?.states ?? []).map((entry) => ({ value: entry.isoCode, label: entry.name })).sort(byLabel)
        : [],
    [countryCode, states.data],
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
    void setFieldValue('country', value ?? '');
    void setFieldValue('state', '');
    void setFieldValue('city', '');
  };
  const chooseState = (value: string) => {
    void setFieldValue('state', value ?? '');
    void setFieldValue('city', '');
    wantCities();
  };
  const chooseCity = (value: string) => void setFieldValue('city', value ?? '');

  const errorOf = (meta: { touched: boolean; error?: string }) => (meta.touched && meta.error ? meta.error : undefined);
  const loading = <Spin size="small" />;

  const fields = [
    {
      name: 'country',
      label: 'Country',
      value: country.value,
      error: errorOf(countryMeta),
      options: countryOptions,
      onChange: chooseCountry,
      notFound: countries.loading ? loading : 'No country found',
    },
    {
      name: 'state',
      label: 'State',
      value: state.value,
      error: errorOf(stateMeta),
      options: stateOptions,
      onChange: chooseState,
      notFound: !countryCode ? 'First select country' : states.loading ? loading : 'No State Found',
    },
    {
      name: 'city',
      label: 'City',
      value: city.value,
      error: errorOf(cityMeta),
      options: cityOptions,
      onChange: chooseCity,
      onFirstUse: wantCities,
      notFound: !state.value ? 'First select state' : cities.loading || !citiesWanted ? loading : 'No City Found',
    },
  ];

  return (
    <>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        return (
          <FormField key={field.name} label={field.label} htmlFor={fieldId} error={field.error}>
            <Select<string, Option>
              id={fieldId}
              size="large"
              showSearch={search}
              disabled={disabled}
              // An empty value shows an empty box (antd's placeholder grey fails WCAG contrast).
              value={field.value || undefined}
              options={field.options}
              notFoundContent={field.notFound}
              onChange={field.onChange}
              // Until a prefilled city's options arrive, show its name rather than the raw value.
              labelRender={({ label, value }) => label ?? cityNameFromValue(String(value))}
              onBlur={() => void setFieldTouched(field.name, true)}
              onFocus={field.onFirstUse}
              onMouseEnter={field.onFirstUse}
              status={field.error ? 'error' : undefined}
              aria-invalid={Boolean(field.error)}
              aria-describedby={field.error ? fieldMessageId(fieldId) : undefined}
            />
          </FormField>
        );
      })}
    </>
  );
}
