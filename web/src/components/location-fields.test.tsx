import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { LocationCitiesDocument, LocationCountriesDocument, LocationStatesDocument } from '../__generated__/graphql';
import { TestProviders } from '../test/render';
import { cityNameFromValue, cityValue, LocationFields } from './location-fields';

interface Values {
  country: string;
  state: string;
  city: string;
}

// Answers deliberately out of order: the pickers sort by name.
const countries: MockLink.MockedResponse = {
  request: { query: LocationCountriesDocument },
  result: {
    data: {
      countries: [
        { __typename: 'Country', isoCode: 'US', name: 'United States' },
        { __typename: 'Country', isoCode: 'CA', name: 'Canada' },
        { __typename: 'Country', isoCode: 'AQ', name: 'Antarctica' },
      ],
    },
  },
  maxUsageCount: 10,
};

function states(countryCode: string, list: [string, string][]): MockLink.MockedResponse {
  return {
    request: { query: LocationStatesDocument, variables: { countryCode } },
    result: {
      data: {
        states: list.map(([isoCode, name]) => ({
          __typename: 'State',
          id: `${countryCode}-${isoCode}`,
          isoCode,
          name,
        })),
      },
    },
    maxUsageCount: 10,
  };
}

function cities(countryCode: string, stateCode: string, names: string[]): MockLink.MockedResponse {
  return {
    request: { query: LocationCitiesDocument, variables: { countryCode, stateCode } },
    result: {
      data: {
        cities: names.map((name) => ({ __typename: 'City', value: `${stateCode}_${name}`, name })),
      },
    },
    maxUsageCount: 10,
  };
}

const mocks = [
  countries,
  states('US', [
    ['TX', 'Texas'],
    ['AL', 'Alabama'],
  ]),
  states('CA', [['ON', 'Ontario']]),
  states('AQ', []),
  cities('US', 'TX', ['Houston', 'Austin', 'Dallas']),
  cities('US', 'AL', []),
];

const schema = object({
  country: string().required('Please select country'),
  state: string().required('Please select state'),
  city: string().required('Please select city'),
});

let latest: Values;

function renderFields(initialValues: Values, options: { disabled?: boolean; link?: ApolloLink } = {}) {
  latest = initialValues;
  return render(
    <TestProviders mocks={mocks} link={options.link}>
      <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={() => undefined}>
        {({ values }) => {
          latest = values;
          return (
            <Form component={false} layout="vertical">
              <LocationFields disabled={options.disabled} />
            </Form>
          );
        }}
      </Formik>
    </TestProviders>,
  );
}

function popup(): HTMLElement {
  const popups = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const last = popups[popups.length - 1];
  if (!last) throw new Error('No open picker');
  return last;
}

// The open list, once there: the first press on a box also loads the pickers' code.
function openList(): Promise<HTMLElement> {
  return waitFor(popup);
}

function optionNames(): string[] {
  return Array.from(popup().querySelectorAll('.ant-select-item-option-content')).map((node) => node.textContent ?? '');
}

const OPTION = '.ant-select-item-option-content';

const US_TX_DALLAS = { country: 'United States', state: 'TX', city: 'TX_Dallas' };

describe('LocationFields', () => {
  it('labels the three pickers', () => {
    renderFields({ country: 'United States', state: '', city: '' });

    expect(screen.getByLabelText('Country')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toBeInTheDocument();
  });

  it('offers countries, states and cities sorted by name', async () => {
    const user = userEvent.setup();
    renderFields(US_TX_DALLAS);

    await user.click(screen.getByLabelText('Country'));
    await waitFor(() => expect(optionNames()).toEqual(['Antarctica', 'Canada', 'United States']));
    await user.keyboard('{Escape}');

    await user.click(screen.getByLabelText('State'));
    await waitFor(() => expect(optionNames()).toEqual(['Alabama', 'Texas']));
    await user.keyboard('{Escape}');

    await user.click(screen.getByLabelText('City'));
    await waitFor(() => expect(optionNames()).toEqual(['Austin', 'Dallas', 'Houston']));
  });

  it('asks for a saved state’s cities once the City picker is first pointed at', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const recording = new ApolloLink((operation, forward) => {
      asked.push(operation.operationName ?? '');
      return forward(operation);
    });
    renderFields(US_TX_DALLAS, { link: recording.concat(new MockLink(mocks)) });

    // The saved address reads whole without the city list: the city by its value.
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveDisplayValue('Texas'));
    expect(screen.getByLabelText('City')).toHaveDisplayValue('Dallas');
    expect(asked).toEqual(['LocationCountries', 'LocationStates']);

    await user.hover(screen.getByLabelText('City'));
    await waitFor(() => expect(asked).toContain('LocationCities'));
    // Pointing also brings the pickers in place of the boxes: the click goes to the City
    // picker once it is there (a box looked up just before the swap would be detached, and
    // a click on it reach nothing, as no real pointer could).
    await waitFor(() => expect(document.querySelectorAll('.ant-select')).toHaveLength(3));
    await user.click(screen.getByLabelText('City'));
    await waitFor(() => expect(optionNames()).toEqual(['Austin', 'Dallas', 'Houston']));
  });

  it('shows plain boxes until a picker is first used, then the picker in use keeps the focus', async () => {
    const user = userEvent.setup();
    renderFields(US_TX_DALLAS);
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveDisplayValue('Texas'));
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('United States');
    expect(document.querySelector('.ant-select')).toBeNull();

    // Reached by the keyboard: the picker takes the box's place with the focus, closed.
    await user.tab();
    expect(screen.getByLabelText('Country')).toHaveFocus();
    await waitFor(() => expect(document.querySelectorAll('.ant-select')).toHaveLength(3));
    expect(screen.getByLabelText('Country')).toHaveFocus();
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull();
    expect(screen.getByTitle('Texas')).toBeInTheDocument();
  });

  it('keeps what is typed into a box before its picker comes: "Texas" at once, then Enter, chooses Texas', async () => {
    renderFields({ country: 'United States', state: '', city: '' });
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveDisplayValue('United States'));

    // Every key reaches the plain box before the pickers' code has arrived.
    const box = screen.getByLabelText('State');
    act(() => box.focus());
    for (const key of 'Texas') fireEvent.keyDown(box, { key });
    expect(document.querySelector('.ant-select')).toBeNull();

    await waitFor(() => expect(document.querySelectorAll('.ant-select')).toHaveLength(3));
    const picker = screen.getByLabelText('State');
    expect(picker).toHaveFocus();
    expect(picker).toHaveValue('Texas');
    await waitFor(() => expect(optionNames()).toEqual(['Texas']));
    await waitFor(() => expect(popup().querySelector('.ant-select-item-option-active')).not.toBeNull());
    // rc-select reads the key's code (user-event's Enter carries none).
    fireEvent.keyDown(picker, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(latest.state).toBe('TX'));
  });

  it('clears state and city when another country is chosen', async () => {
    const user = userEvent.setup();
    renderFields(US_TX_DALLAS);

    await user.click(screen.getByLabelText('Country'));
    await user.click(await within(await openList()).findByText('Canada', { selector: OPTION }));

    await waitFor(() => expect(latest).toEqual({ country: 'Canada', state: '', city: '' }));
    await user.click(screen.getByLabelText('State'));
    await waitFor(() => expect(optionNames()).toEqual(['Ontario']));
  });

  it('clears the city when another state is chosen', async () => {
    const user = userEvent.setup();
    renderFields(US_TX_DALLAS);

    await user.click(screen.getByLabelText('State'));
    await user.click(await within(await openList()).findByText('Alabama', { selector: OPTION }));

    await waitFor(() => expect(latest).toEqual({ country: 'United States', state: 'AL', city: '' }));
  });

  it('keeps the option value <state>_<city> for the chosen city', async () => {
    const user = userEvent.setup();
    renderFields({ country: 'United States', state: 'TX', city: '' });

    await user.click(screen.getByLabelText('City'));
    await user.click(await within(await openList()).findByText('Houston', { selector: OPTION }));

    await waitFor(() => expect(latest.city).toBe('TX_Houston'));
  });

  it("hints 'First select country' and 'First select state' before those are chosen", async () => {
    const user = userEvent.setup();
    renderFields({ country: '', state: '', city: '' });

    await user.click(screen.getByLabelText('State'));
    expect(await within(await openList()).findByText('First select country')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByLabelText('City'));
    expect(await within(await openList()).findByText('First select state')).toBeInTheDocument();
  });

  it("hints 'No State Found' and 'No City Found' when the lists are empty", async () => {
    const user = userEvent.setup();
    renderFields({ country: 'Antarctica', state: '', city: '' });
    await user.click(screen.getByLabelText('State'));
    expect(await within(await openList()).findByText('No State Found')).toBeInTheDocument();
  });

  it("hints 'No City Found' for a state without cities", async () => {
    const user = userEvent.setup();
    renderFields({ country: 'United States', state: 'AL', city: '' });
    await user.click(screen.getByLabelText('City'));
    expect(await within(await openList()).findByText('No City Found')).toBeInTheDocument();
  });

  it("hints 'No country found' when the search matches no country", async () => {
    const user = userEvent.setup();
    renderFields({ country: '', state: '', city: '' });
    await user.click(screen.getByLabelText('Country'));
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    await user.keyboard('zzz');
    expect(await within(await openList()).findByText('No country found')).toBeInTheDocument();
  });

  it('shows the schema’s messages under the pickers once touched', async () => {
    const user = userEvent.setup();
    renderFields({ country: '', state: '', city: '' });

    await user.click(screen.getByLabelText('Country'));
    await user.click(screen.getByLabelText('State'));
    await user.click(screen.getByLabelText('City'));
    await user.click(document.body);

    expect(await screen.findByText('Please select country')).toBeInTheDocument();
    expect(await screen.findByText('Please select state')).toBeInTheDocument();
    expect(await screen.findByText('Please select city')).toBeInTheDocument();
  });

  it('can be disabled', () => {
    renderFields(US_TX_DALLAS, { disabled: true });
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(screen.getByLabelText('City')).toBeDisabled();
  });
});

describe('city option values', () => {
  it('joins and splits <stateCode>_<cityName>', () => {
    expect(cityValue('TX', 'Dallas')).toBe('TX_Dallas');
    expect(cityNameFromValue('TX_Dallas')).toBe('Dallas');
    // Only the first '_' separates: city names may hold one.
    expect(cityNameFromValue('05_Ban_Na')).toBe('Ban_Na');
    expect(cityValue('TX', '')).toBe('');
  });
});
