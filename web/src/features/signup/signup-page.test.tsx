import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationCitiesDocument, LocationCountriesDocument, LocationStatesDocument } from '../../__generated__/graphql';
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

  it('shows the messages of spec §5 when submitted empty', async () => {
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
