import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { SignUpDocument } from '../../__generated__/graphql';
import { fakeUploadRequests } from '../../test/fake-upload-requests';
import { LocationProbe, renderRoutes } from '../../test/render';
import { signupInitialValues, type SignupValues } from './signup-schema';
import { filesForUploads, toSignUpInput, useSignUp } from './use-sign-up';

const values: SignupValues = {
  ...signupInitialValues,
  first_name: ' Sam ',
  last_name: 'Shopper',
  phone_number: '(214) 555-0100',
  email: 'sam@example.com',
  state: 'TX',
  city: 'TX_Dallas',
  street: '1 Main St',
  zip_code: '75201',
  password: 'Shopper@123',
  confirmPassword: 'Shopper@123',
};

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('toSignUpInput (docs/product.md#accounts-and-sessions payload)', () => {
  it('sends the country name, the state code and the city name', () => {
    expect(toSignUpInput(values)).toEqual({
      customerType: 'INDIVIDUAL',
      firstName: 'Sam',
      lastName: 'Shopper',
      email: 'sam@example.com',
      phoneNumber: '(214) 555-0100',
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '1 Main St',
      zipCode: '75201',
      password: 'Shopper@123',
      confirmPassword: 'Shopper@123',
      isTaxExempt: false,
    });
  });

  it('leaves out an empty title and company name, and an Individual’s business fields', () => {
    const business = toSignUpInput({ ...values, customer_type: 'Business', company_name: 'Acme', title: ' ' });
    expect(business.companyName).toBe('Acme');
    expect(business).not.toHaveProperty('title');

    const individual = toSignUpInput({
      ...values,
      company_name: 'Acme',
      is_tax_exempt: true,
      tax_exempt_doc: [pdf('a.pdf')],
    });
    expect(individual).not.toHaveProperty('companyName');
    expect(individual.isTaxExempt).toBe(false);
    expect(individual).not.toHaveProperty('taxDocument');
  });

  it('announces documents by type and name only', () => {
    const input = toSignUpInput({
      ...values,
      customer_type: 'Business',
      is_tax_exempt: true,
      tax_exempt_doc: [pdf('tax.pdf')],
      other_docs: [pdf('one.pdf'), new File(['x'], 'two.docx', { type: '' })],
    });
    expect(input.taxDocument).toEqual({ mimeType: 'application/pdf', fileName: 'tax.pdf' });
    expect(input.otherDocuments).toEqual([
      { mimeType: 'application/pdf', fileName: 'one.pdf' },
      {
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileName: 'two.docx',
      },
    ]);
  });
});

describe('filesForUploads', () => {
  it('pairs each upload URL with its file', () => {
    const tax = pdf('same.pdf');
    const first = pdf('same.pdf');
    const second = pdf('other.pdf');
    const pairs = filesForUploads(
      [
        { documentId: '1', fileName: 'same.pdf', uploadUrl: '/uploads/1', kind: 'TAX' },
        { documentId: '2', fileName: 'other.pdf', uploadUrl: '/uploads/2', kind: 'OTHER' },
        { documentId: '3', fileName: 'same.pdf', uploadUrl: '/uploads/3', kind: 'OTHER' },
      ],
      { ...values, tax_exempt_doc: [tax], other_docs: [first, second] },
    );
    expect(pairs).toEqual([
      [tax, '/uploads/1'],
      [second, '/uploads/2'],
      [first, '/uploads/3'],
    ]);
  });
});

describe('useSignUp', () => {
  const undo: (() => void)[] = [];
  afterEach(() => {
    for (const step of undo.splice(0)) step();
  });

  const pdfFile = pdf('exemption.pdf');
  const business: SignupValues = {
    ...values,
    customer_type: 'Business',
    company_name: 'Acme',
    is_tax_exempt: true,
    tax_exempt_doc: [pdfFile],
  };

  function SignUpButton({ onDone }: { onDone: (ok: boolean) => void }) {
    const signUp = useSignUp();
    return (
      <button type="button" onClick={() => void signUp(business).then((outcome) => onDone(outcome.ok))}>
        Sign up
      </button>
    );
  }

  const routesWith = (onDone: (ok: boolean) => void) => [
    { path: '/register', element: <SignUpButton onDone={onDone} /> },
    { path: '/login', element: <LocationProbe /> },
  ];
  const request = { query: SignUpDocument, variables: { input: toSignUpInput(business) } };

  it('uploads each document to its URL, shows the server message and goes to /login', async () => {
    const uploads = fakeUploadRequests({ answer: 200 });
    undo.push(() => uploads.restore());
    const onDone = jest.fn();
    renderRoutes({
      routes: routesWith(onDone),
      url: '/register',
      mocks: [
        {
          request,
          result: {
            data: {
              signUp: {
                __typename: 'SignUpPayload',
                message: 'Registered successfully. Please check your email to verify your account.',
                customerId: '9',
                uploads: [
                  {
                    __typename: 'UploadTarget',
                    documentId: '4',
                    fileName: 'exemption.pdf',
                    uploadUrl: '/uploads/key-4?expires=1&signature=abc',
                    kind: 'TAX',
                  },
                ],
              },
            },
          },
        },
      ],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByLabelText('location')).toHaveTextContent('/login');
    expect(
      await screen.findByText('Registered successfully. Please check your email to verify your account.'),
    ).toBeInTheDocument();
    expect(uploads.sent).toEqual([
      { method: 'PUT', url: '/uploads/key-4?expires=1&signature=abc', contentType: 'application/pdf', body: pdfFile },
    ]);
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it('shows the server message and reports the failure (the page then resets the form)', async () => {
    const onDone = jest.fn();
    renderRoutes({
      routes: routesWith(onDone),
      url: '/register',
      mocks: [{ request, result: { errors: [new GraphQLError('Email already registered')] } }],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(false);
    expect(screen.queryByLabelText('location')).not.toBeInTheDocument();
  });
});
