import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  LocationCitiesDocument,
  LocationCountriesDocument,
  LocationStatesDocument,
  ProfilePanelDocument,
  UpdateProfileDocument,
  type DocumentList_DocumentsFragment,
  type ProfileForm_ProfileFragment,
  type ProfileInput,
} from '../../__generated__/graphql';
import { getSessionUser, saveSession } from '../../lib/session';
import { fakeUploadRequests } from '../../test/fake-upload-requests';
import { TestProviders } from '../../test/render';
import { ProfilePanel } from './profile-panel';

const many = { maxUsageCount: 20 };
const locationMocks: MockLink.MockedResponse[] = [
  {
    request: { query: LocationCountriesDocument },
    result: { data: { countries: [{ __typename: 'Country', isoCode: 'US', name: 'United States' }] } },
    ...many,
  },
  {
    request: { query: LocationStatesDocument, variables: { countryCode: 'US' } },
    result: { data: { states: [{ __typename: 'State', id: 'US-TX', isoCode: 'TX', name: 'Texas' }] } },
    ...many,
  },
  {
    request: { query: LocationCitiesDocument, variables: { countryCode: 'US', stateCode: 'TX' } },
    result: { data: { cities: [{ __typename: 'City', value: 'TX_Dallas', name: 'Dallas' }] } },
    ...many,
  },
];

type Doc = DocumentList_DocumentsFragment & { __typename: 'CustomerDocument' };
const doc = (id: string, status: Doc['status'], extra: Partial<Doc> = {}): Doc => ({
  __typename: 'CustomerDocument',
  id,
  fileName: `document-${id}.pdf`,
  mimeType: 'application/pdf',
  url: `/uploads/${id}?sig=x`,
  status,
  rejectionReason: null,
  expiresAt: null,
  ...extra,
});

function profile(overrides: Partial<ProfileForm_ProfileFragment> = {}) {
  return {
    __typename: 'Profile' as const,
    id: '7',
    customerType: 'INDIVIDUAL' as const,
    firstName: 'Sam',
    lastName: 'Shopper',
    email: 'shopper@example.com',
    phoneNumber: '(214) 555-0100',
    title: '',
    companyName: '',
    isTaxExempt: false,
    expirationMessage: null,
    taxDocuments: [] as Doc[],
    otherDocuments: [] as Doc[],
    billingAddress: {
      __typename: 'Address' as const,
      id: '11',
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '1 Main St',
      zipCode: '75201',
    },
    ...overrides,
  };
}

const business = (overrides: Partial<ProfileForm_ProfileFragment> = {}) =>
  profile({ customerType: 'BUSINESS', companyName: 'Acme', title: 'Buyer', isTaxExempt: true, ...overrides });

const profileMock = (answer: ReturnType<typeof profile>): MockLink.MockedResponse => ({
  request: { query: ProfilePanelDocument },
  result: { data: { profile: answer } },
});

function updateMock(
  input: ProfileInput,
  answer: ReturnType<typeof profile>,
  uploads: { documentId: string; fileName: string; uploadUrl: string; kind: 'TAX' | 'OTHER' }[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: UpdateProfileDocument, variables: { input } },
    result: {
      data: {
        updateProfile: {
          __typename: 'ProfilePayload',
          message: 'Profile updated successfully.',
          profile: answer,
          session: {
            __typename: 'SessionUser',
            customerId: answer.id,
            firstName: answer.firstName,
            lastName: answer.lastName,
            name: `${answer.firstName} ${answer.lastName}`,
            companyName: answer.companyName,
            title: answer.title,
            phoneNumber: answer.phoneNumber,
          },
          uploads: uploads.map((upload) => ({ __typename: 'UploadTarget', ...upload })),
        },
      },
    },
  };
}

function renderPanel(mocks: MockLink.MockedResponse[], path = '/dashboard') {
  return render(
    <TestProviders mocks={[...locationMocks, ...mocks]}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<ProfilePanel />} />
          <Route path="/account" element={<ProfilePanel />} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/checkout" element={<p>Checkout page</p>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

const form = () => screen.findByRole('form', { name: 'Profile Information' });

const realFetch = globalThis.fetch;
const undo: (() => void)[] = [];
afterEach(() => {
  globalThis.fetch = realFetch;
  for (const step of undo.splice(0)) step();
  localStorage.clear();
});

describe('Profile Information', () => {
  it('shows a spinner, then every profile field with the e-mail read-only', async () => {
    renderPanel([profileMock(profile())]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile');

    const profileForm = await form();
    expect(within(profileForm).getByLabelText('First Name')).toHaveValue('Sam');
    expect(within(profileForm).getByLabelText('Last Name')).toHaveValue('Shopper');
    expect(within(profileForm).getByLabelText('Email')).toHaveValue('shopper@example.com');
    expect(within(profileForm).getByLabelText('Email')).toHaveAttribute('readonly');
    // It looks read-only too: antd's filled variant, not an outlined field to type in.
    expect(within(profileForm).getByLabelText('Email').closest('.ant-input-affix-wrapper')).toHaveClass(
      'ant-input-filled',
    );
    expect(within(profileForm).getByLabelText('Phone Number')).toHaveValue('(214) 555-0100');
    expect(within(profileForm).getByLabelText('Street')).toHaveValue('1 Main St');
    expect(within(profileForm).getByLabelText('Zip Code')).toHaveValue('75201');
    await waitFor(() => expect(within(profileForm).getByLabelText('State')).toHaveDisplayValue('Texas'));
    expect(within(profileForm).getByLabelText('City')).toHaveDisplayValue('Dallas');
    // Only Business customers see tax exemption, documents, company and title (docs/product.md#roles).
    expect(within(profileForm).queryByRole('checkbox', { name: 'Tax Exempt' })).toBeNull();
    expect(within(profileForm).queryByLabelText('Company Name')).toBeNull();
  });

  it("shows 'No Data Found' and the error as a toast when the profile cannot load", async () => {
    renderPanel([{ request: { query: ProfilePanelDocument }, error: new Error('Profile service unavailable') }]);
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(await screen.findByText('Profile service unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("saves from /dashboard: the server's message, the session refreshed, then '/'", async () => {
    const user = userEvent.setup({ delay: null });
    saveSession({
      token: 't',
      role: 'customer',
      zipCode: '75201',
      user: {
        customer_id: '7',
        first_name: 'Sam',
        last_name: 'Shopper',
        name: 'Sam Shopper',
        email: 'shopper@example.com',
        company_name: '',
        title: '',
        phone_number: '(214) 555-0100',
        customer_type: 'Individual',
      },
    });
    const input: ProfileInput = {
      firstName: 'Samantha',
      lastName: 'Shopper',
      phoneNumber: '(214) 555-0100',
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '1 Main St',
      zipCode: '75202',
    };
    renderPanel([
      profileMock(profile()),
      updateMock(
        input,
        profile({ firstName: 'Samantha', billingAddress: { ...profile().billingAddress!, zipCode: '75202' } }),
      ),
    ]);

    const profileForm = await form();
    await user.clear(within(profileForm).getByLabelText('First Name'));
    await user.paste('Samantha');
    await user.clear(within(profileForm).getByLabelText('Zip Code'));
    await user.paste('75202');
    await user.click(within(profileForm).getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(getSessionUser()).toMatchObject({ first_name: 'Samantha', name: 'Samantha Shopper' });
    expect(localStorage.getItem('zip_code')).toBe('75202');
  });

  it('shows the profile messages for emptied fields and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel([profileMock(profile())]);
    const profileForm = await form();
    await user.clear(within(profileForm).getByLabelText('First Name'));
    await user.clear(within(profileForm).getByLabelText('Street'));
    await user.click(within(profileForm).getByRole('button', { name: 'Update Profile' }));
    expect(await within(profileForm).findByText('Please enter first name')).toBeInTheDocument();
    expect(within(profileForm).getByText('Please enter street')).toBeInTheDocument();
  });

  it('shows Pending, Approved (locked) and Rejected (reason in a tooltip) documents', async () => {
    renderPanel([
      profileMock(
        business({
          taxDocuments: [doc('1', 'PENDING')],
          otherDocuments: [doc('2', 'APPROVED'), doc('3', 'REJECTED', { rejectionReason: 'The scan is unreadable' })],
        }),
      ),
    ]);
    const profileForm = await form();
    // The documents come with a chunk of their own, after the form.
    await within(profileForm).findByText('document-1.pdf');
    const row = (name: string) => within(profileForm).getByText(name).closest('li') as HTMLElement;

    expect(within(row('document-1.pdf')).getByText('Pending')).toBeInTheDocument();
    expect(within(row('document-1.pdf')).getByRole('button', { name: 'Delete document-1.pdf' })).toBeInTheDocument();
    expect(within(row('document-2.pdf')).getByText('Approved')).toBeInTheDocument();
    expect(within(row('document-2.pdf')).queryByRole('button')).toBeNull();
    expect(within(row('document-3.pdf')).getByText('Rejected')).toBeInTheDocument();

    // The reason shows on keyboard focus (and on hover, which the browser test covers).
    within(row('document-3.pdf')).getByText('Rejected').closest<HTMLElement>('.ant-tag')!.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The scan is unreadable');
    expect(within(profileForm).getByRole('checkbox', { name: 'Tax Exempt' })).toBeEnabled();
  });

  it('an approved tax document disables the tax-exempt box and the tax upload', async () => {
    renderPanel([profileMock(business({ taxDocuments: [doc('1', 'APPROVED')] }))]);
    const profileForm = await form();
    expect(within(profileForm).getByRole('checkbox', { name: 'Tax Exempt' })).toBeDisabled();
    expect(within(profileForm).getByLabelText(/Upload tax document/)).toBeDisabled();
  });

  it('an expiration message is shown instead of the statuses, and a new tax file can be added', async () => {
    const message = 'Your tax exemption document expired on 01/31/2026. Please upload a new document.';
    renderPanel([profileMock(business({ expirationMessage: message, taxDocuments: [doc('1', 'APPROVED')] }))]);
    const profileForm = await form();
    expect(within(profileForm).getByText(message)).toBeInTheDocument();
    expect(within(profileForm).queryByText('Approved')).toBeNull();
    expect(within(profileForm).getByRole('checkbox', { name: 'Tax Exempt' })).toBeEnabled();
    expect(within(profileForm).getByLabelText(/Upload tax document/)).toBeEnabled();
  });

  it('sends deleted and new documents, uploads the files, then goes to /checkout from elsewhere', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const uploads = fakeUploadRequests({ answer: 200 });
    undo.push(() => uploads.restore());
    const before = business({
      taxDocuments: [doc('1', 'PENDING')],
      otherDocuments: [doc('2', 'REJECTED'), doc('3', 'APPROVED')],
    });
    const input: ProfileInput = {
      firstName: 'Sam',
      lastName: 'Shopper',
      phoneNumber: '(214) 555-0100',
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '1 Main St',
      zipCode: '75201',
      title: 'Buyer',
      companyName: 'Acme',
      isTaxExempt: true,
      newTaxDocument: { fileName: 'certificate.pdf', mimeType: 'application/pdf' },
      newOtherDocuments: [
        {
          fileName: 'permit.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      ],
      deleteTaxDocument: true,
      deleteOtherDocumentIds: ['2'],
    };
    renderPanel(
      [
        profileMock(before),
        updateMock(input, business({ otherDocuments: [doc('3', 'APPROVED')] }), [
          { documentId: '8', fileName: 'certificate.pdf', uploadUrl: '/uploads/tax-8', kind: 'TAX' },
          { documentId: '9', fileName: 'permit.docx', uploadUrl: '/uploads/other-9', kind: 'OTHER' },
        ]),
      ],
      '/account',
    );
    const profileForm = await form();

    await user.click(within(profileForm).getByRole('button', { name: 'Delete document-1.pdf' }));
    expect(within(profileForm).queryByText('document-1.pdf')).toBeNull();
    await user.click(within(profileForm).getByRole('button', { name: 'Update Profile' }));
    expect(await within(profileForm).findByText('A file is required')).toBeInTheDocument();

    await user.upload(
      within(profileForm).getByLabelText('Upload tax document'),
      new File(['png'], 'scan.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('File type not supported')).toBeInTheDocument();
    expect(
      await within(profileForm).findByText('We only support pdf, doc & docx format for this file upload.'),
    ).toBeInTheDocument();
    await user.click(within(profileForm).getByRole('button', { name: 'Remove scan.png' }));

    await user.upload(
      within(profileForm).getByLabelText('Upload tax document'),
      new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('File Uploaded Successfully')).toBeInTheDocument();
    await user.upload(
      within(profileForm).getByLabelText('Upload other documents'),
      new File(['PK'], 'permit.docx', { type: '' }),
    );
    await user.click(within(profileForm).getByRole('button', { name: 'Delete document-2.pdf' }));
    await user.click(within(profileForm).getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('File uploaded and Customer information updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(uploads.sent.map((put) => `${put.method} ${put.url}`).sort()).toEqual([
      'PUT /uploads/other-9',
      'PUT /uploads/tax-8',
    ]);
    // Many steps through a large antd form; jsdom is slow on a shared machine.
  }, 90_000);

  it('a new tax file replaces a pending tax document', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const uploads = fakeUploadRequests({ answer: 200 });
    undo.push(() => uploads.restore());
    const input: ProfileInput = {
      firstName: 'Sam',
      lastName: 'Shopper',
      phoneNumber: '(214) 555-0100',
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '1 Main St',
      zipCode: '75201',
      title: 'Buyer',
      companyName: 'Acme',
      isTaxExempt: true,
      newTaxDocument: { fileName: 'renewed.pdf', mimeType: 'application/pdf' },
      deleteTaxDocument: true,
    };
    renderPanel([
      profileMock(business({ taxDocuments: [doc('1', 'PENDING')] })),
      updateMock(input, business({ taxDocuments: [doc('8', 'PENDING')] }), [
        { documentId: '8', fileName: 'renewed.pdf', uploadUrl: '/uploads/tax-8', kind: 'TAX' },
      ]),
    ]);
    const profileForm = await form();
    await user.upload(
      within(profileForm).getByLabelText('Replace tax document'),
      new File(['%PDF'], 'renewed.pdf', { type: 'application/pdf' }),
    );
    expect(within(profileForm).queryByText('document-1.pdf')).toBeNull();
    expect(within(profileForm).getByText('renewed.pdf')).toBeInTheDocument();
    expect(within(profileForm).getByLabelText('Replace tax document')).toBeInTheDocument();
    await user.click(within(profileForm).getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('File uploaded and Customer information updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  }, 60_000);

  it("shows the server's message when the update fails and stays on the form", async () => {
    const user = userEvent.setup({ delay: null });
    const input: ProfileInput = {
      firstName: 'Sam',
      lastName: 'Shopper',
      phoneNumber: '(214) 555-0100',
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '1 Main St',
      zipCode: '75201',
    };
    renderPanel([
      profileMock(profile()),
      {
        request: { query: UpdateProfileDocument, variables: { input } },
        error: new Error('zip_code is not a US ZIP code'),
      },
    ]);
    const profileForm = await form();
    await user.click(within(profileForm).getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('zip_code is not a US ZIP code')).toBeInTheDocument();
    await waitFor(() => expect(within(profileForm).getByRole('button', { name: 'Update Profile' })).toBeEnabled());
    expect(screen.queryByText('Home page')).toBeNull();
  });
});
