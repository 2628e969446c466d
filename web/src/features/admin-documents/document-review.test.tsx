import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  AdminDocumentsDocument,
  ApproveDocumentDocument,
  RejectDocumentDocument,
  type DocumentReview_DocumentFragment,
} from '../../__generated__/graphql';
import { adminConnection } from '../../test/admin-connection';
import { renderRoutes } from '../../test/render';
import { DocumentReview } from './document-review';
import { REASON_REQUIRED_MESSAGE } from './review-rules';

// antd's table, drawer and modal are heavy in jsdom.
jest.setTimeout(60_000);

type Doc = DocumentReview_DocumentFragment & { __typename: 'AdminDocument' };

const PENDING: Doc = {
  __typename: 'AdminDocument',
  id: '5',
  customerId: '2',
  customerName: 'Bella Business',
  customerEmail: 'business@example.com',
  customerTaxExempt: false,
  kind: 'tax_exempt',
  fileName: 'exemption.pdf',
  mimeType: 'application/pdf',
  url: '/uploads/abc.pdf?expires=1&signature=00',
  status: 'PENDING',
  rejectionReason: null,
  expiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const page = (documents: Doc[], pageInfo: Parameters<typeof adminConnection>[2] = {}) => ({
  data: {
    admin: { __typename: 'AdminQuery', documents: adminConnection('AdminDocumentConnection', documents, pageInfo) },
  },
});

const listMock = {
  request: { query: AdminDocumentsDocument, variables: { status: 'PENDING', first: 20 } },
  result: page([PENDING]),
};

// Under test, antd names every dialog 'test-id', so a modal over the drawer is found by its title.
async function modalTitled(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title);
    expect(found).toBeDefined();
  });
  return found!;
}

function render(mocks: unknown[], first: unknown = listMock) {
  renderRoutes({ mocks: [first, ...mocks] as never[], routes: [{ path: '/', element: <DocumentReview /> }] });
}

async function openReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: 'Review exemption.pdf of Bella Business' }, { timeout: 10_000 }),
  );
  const panel = await screen.findByRole('dialog', { name: /Tax exemption: exemption.pdf/ });
  expect(within(panel).getByTitle('exemption.pdf (PDF)')).toHaveAttribute('src', PENDING.url);
  return panel;
}

test('approving confirms what it does, shows the server message and the row leaves the pending list', async () => {
  const user = userEvent.setup();
  render([
    {
      request: { query: ApproveDocumentDocument, variables: { id: '5', expiresOn: '2099-12-31' } },
      result: {
        data: {
          admin: {
            __typename: 'AdminMutation',
            approveDocument: {
              __typename: 'AdminDocumentPayload',
              message: 'Document approved',
              document: {
                ...PENDING,
                status: 'APPROVED',
                customerTaxExempt: true,
                expiresAt: '2099-12-31T23:59:59.999Z',
              },
            },
          },
        },
      },
    },
  ]);
  expect(await screen.findByText('1 document')).toBeInTheDocument();
  const panel = await openReview(user);
  await user.click(within(panel).getByRole('button', { name: 'Approve…' }));
  const dialog = await modalTitled('Approve document');
  expect(within(dialog).getByText(/their carts are tax-free with no expiry/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Valid through (optional)'), '2099-12-31');
  expect(within(dialog).getByText(/tax-free until the end of 2099-12-31/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Document approved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: /Review exemption.pdf/ })).toBeNull());
  expect(screen.getByText('No documents here.')).toBeInTheDocument();
  expect(screen.getByText('0 documents')).toBeInTheDocument();
});

test('the queue pages by cursor: Next after the last row, Previous before the first, a new filter from the start', async () => {
  const user = userEvent.setup();
  const later: Doc = { ...PENDING, id: '6', fileName: 'resale.pdf', customerName: 'Carl Company' };
  const review = (doc: Doc) => ({ name: `Review ${doc.fileName} of ${doc.customerName}` });
  render(
    [
      {
        // Next: the rows just after the first page's last row.
        request: { query: AdminDocumentsDocument, variables: { status: 'PENDING', first: 20, after: 'cursor-5' } },
        result: page([later], { totalCount: 2, hasPreviousPage: true }),
      },
      {
        // Previous: the rows just before the second page's first row, still oldest first.
        request: { query: AdminDocumentsDocument, variables: { status: 'PENDING', last: 20, before: 'cursor-6' } },
        result: page([PENDING], { totalCount: 2, hasNextPage: true }),
      },
      {
        // Another filter starts again from the first page.
        request: { query: AdminDocumentsDocument, variables: { status: null, first: 20 } },
        result: page([PENDING, later]),
      },
    ],
    {
      request: { query: AdminDocumentsDocument, variables: { status: 'PENDING', first: 20 } },
      result: page([PENDING], { totalCount: 2, hasNextPage: true }),
    },
  );
  const pages = await screen.findByRole('navigation', { name: 'Pages of documents' });
  const next = within(pages).getByRole('button', { name: /Next/ });
  const previous = within(pages).getByRole('button', { name: /Previous/ });
  expect(await screen.findByRole('button', review(PENDING), { timeout: 10_000 })).toBeInTheDocument();
  expect(within(pages).getByText('2 documents')).toBeInTheDocument();
  expect(previous).toBeDisabled();

  await user.click(next);
  expect(await screen.findByRole('button', review(later))).toBeInTheDocument();
  expect(screen.queryByRole('button', review(PENDING))).toBeNull();
  await waitFor(() => expect(next).toBeDisabled());
  expect(previous).toBeEnabled();

  await user.click(previous);
  expect(await screen.findByRole('button', review(PENDING))).toBeInTheDocument();
  expect(screen.queryByRole('button', review(later))).toBeNull();
  await waitFor(() => expect(previous).toBeDisabled());
  expect(next).toBeEnabled();

  await user.click(screen.getByText('All'));
  expect(await screen.findByRole('button', review(later))).toBeInTheDocument();
  expect(screen.getByRole('button', review(PENDING))).toBeInTheDocument();
  expect(next).toBeDisabled();
  expect(previous).toBeDisabled();
});

test('a rejection needs a reason; the server refusing shows its message and keeps the row', async () => {
  const user = userEvent.setup();
  render([
    {
      request: { query: RejectDocumentDocument, variables: { id: '5', reason: 'Unreadable scan' } },
      result: { errors: [new GraphQLError('Document is Approved; only Pending documents can be reviewed')] },
    },
  ]);
  const panel = await openReview(user);
  await user.click(within(panel).getByRole('button', { name: 'Reject…' }));
  const dialog = await modalTitled('Reject document');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText(REASON_REQUIRED_MESSAGE)).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Reason'), 'Unreadable scan');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Document is Approved; only Pending documents can be reviewed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Review exemption.pdf of Bella Business' })).toBeInTheDocument();
});
