import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import userEvent from '@testing-library/user-event';
import {
  LocationCitiesDocument,
  LocationCountriesDocument,
  LocationStatesDocument,
  SignUpDocument,
} from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { ADDRESS_NOTE, SignupPage } from './signup-page';

const routes = [{ path: '/register', element: <SignupPage /> }];

const reference: MockLink.MockedResponse[] = [
  {
    request: { query: LocationCountriesDocument },
    result: { data: { countries: [{ __typename: 'Country', isoCode: 'US', name: 'United States' }] } },
    maxUsageCount: 10,
  },
  {
    request: { query: LocationStatesDocument, variables: { countryCode: 'US' } },
    result: { data: { states: [{ __typename: 'State', id: 'US-TX', isoCode: 'TX', name: 'Texas' }] } },
    maxUsageCount: 10,
  },
  {
    request: { query: LocationCitiesDocument, variables: { countryCode: 'US', stateCode: 'TX' } },
    result: { data: { cities: [{ __typename: 'City', value: 'TX_Dallas', name: 'Dallas' }] } },
    maxUsageCount: 10,
  },
];

jest.setTimeout(90000);

describe('SignupPage', () => {
  it("shows 'Create account', the fields, the address note and the login link", () => {
    renderRoutes({ routes, url: '/register', mocks: reference });

    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    for (const label of [
      'First Name',
      'Last Name',
      'Phone Number',
      'Email',
      'Country',
      'State',
      'City',
      'Street',
      'Zip Code',
      'Password',
      'Confirm Password',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
    expect(screen.queryByLabelText('Company Name')).not.toBeInTheDocument();
    expect(screen.getByText(ADDRESS_NOTE)).toBeInTheDocument();
    expect(screen.getByText(/Already have an account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the messages of docs/product.md#validation-rules when submitted empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, url: '/register', mocks: reference });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Please enter phone number',
      'Please enter email address',
      'Please select state',
      'Please select city',
      'Please enter street',
      'Please enter zip code',
      'Please enter your password',
      'Passwords must match',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('a refused sign-up keeps what was typed, except the two passwords', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      url: '/register',
      mocks: [
        ...reference,
        {
          // Any input: the point is what the form keeps after the refusal.
          request: { query: SignUpDocument, variables: () => true },
          result: { errors: [new GraphQLError('An account with this email already exists.')] },
        },
      ],
    });
    const typed: Array<[string, string]> = [
      ['First Name', 'Sam'],
      ['Last Name', 'Shopper'],
      ['Phone Number', '2145550100'],
      ['Email', 'sam@example.com'],
      ['Street', '1500 Main St'],
      ['Zip Code', '75201'],
    ];
    for (const [label, value] of typed) await user.type(screen.getByLabelText(label), value);
    // The open list: the first press on a picker also loads the pickers' code.
    const popup = () =>
      waitFor(() => {
        const open = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
        const last = open[open.length - 1];
        if (!last) throw new Error('No open picker');
        return last;
      });
    await user.click(screen.getByLabelText('State'));
    await user.click(await within(await popup()).findByText('Texas', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByLabelText('City'));
    await user.click(await within(await popup()).findByText('Dallas', { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret@123');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Validation and the refused call take a while in jsdom on a busy machine.
    expect(
      await screen.findByText('An account with this email already exists.', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
    expect(screen.getByLabelText('First Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Shopper');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Street')).toHaveValue('1500 Main St');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('75201');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(214) 555-0100');
    expect(screen.getByLabelText('State').closest('.ant-select')).toHaveTextContent('Texas');
    expect(screen.getByLabelText('City').closest('.ant-select')).toHaveTextContent('Dallas');
  });

  it('adds company name, title and Tax Exempt for a Business; ticking it shows the uploads', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, url: '/register', mocks: reference });

    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.getByLabelText('Company Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Tax Exempt Document/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Tax Exempt' }));
    expect(screen.getByLabelText(/Tax Exempt Document/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Other Documents/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A file is required')).toBeInTheDocument();
  });

  it("refuses other file types with 'File type not supported'; a chosen document can be removed", async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderRoutes({ routes, url: '/register', mocks: reference });
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tax Exempt' }));

    await user.upload(
      screen.getByLabelText(/Tax Exempt Document/),
      new File(['x'], 'photo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('File type not supported')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(/Tax Exempt Document/),
      new File(['%PDF-1.4'], 'exemption.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('exemption.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove exemption.pdf' }));
    expect(screen.queryByText('exemption.pdf')).not.toBeInTheDocument();
  });
});
