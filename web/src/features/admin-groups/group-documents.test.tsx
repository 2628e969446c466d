import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  AdminGroupDocument,
  AdminGroupLinesDocument,
  AnnounceGroupDocumentDocument,
  AuditLogDocument,
  RemoveGroupDocumentDocument,
} from '../../__generated__/graphql';
import { adminConnection } from '../../test/admin-connection';
import { fakeUploadRequests } from '../../test/fake-upload-requests';
import { renderRoutes } from '../../test/render';
import { ADMIN_GROUP } from './admin-group.fixture';
import { GroupPage } from './group-page';
import { DOCUMENT_NAME_MESSAGES, documentNameError, isGroupDocumentFile } from './group-document-rules';

// The group page's Documents section: listed with links shoppers also get, a PDF named
// and uploaded to the signed URL, removed after a confirmation; the server's messages
// shown and the cached group updated.

// antd's modals are heavy in jsdom.
jest.setTimeout(120_000);

const SHEET = { __typename: 'GroupDocument' as const, url: '/media/docs/7.pdf', fileName: 'skillet-product-sheet.pdf' };
const UPLOAD_URL = 'http://localhost/uploads/group-documents/g41-0123.pdf/Care%20guide.pdf?expires=1&signature=00';
const ADDED_URL = '/media/docs/g41-0123.pdf';

const group = (documents: (typeof ADMIN_GROUP)['documents']) => ({ ...ADMIN_GROUP, documents });

const pageMocks = [
  {
    request: { query: AdminGroupDocument, variables: { id: '41' } },
    result: { data: { admin: { __typename: 'AdminQuery', group: group([SHEET]) } } },
    maxUsageCount: 5,
  },
  {
    request: { query: AdminGroupLinesDocument, variables: { groupId: '41', first: 20 } },
    result: {
      data: {
        admin: {
          __typename: 'AdminQuery',
          groupLines: {
            ...adminConnection('AdminGroupLineConnection', []),
            finalUnitPrice: { __typename: 'Money', amount: '39.99', currencyCode: 'USD' },
            unsettledLines: 0,
            refundDue: { __typename: 'Money', amount: '0.00', currencyCode: 'USD' },
          },
        },
      },
    },
    maxUsageCount: 5,
  },
  // The page's History (an owner reads the audit log): nothing recorded yet.
  {
    request: { query: AuditLogDocument, variables: { filter: { groupId: '41' }, first: 20 } },
    result: { data: { admin: { __typename: 'AdminQuery', auditLog: adminConnection('AuditEntryConnection', []) } } },
    maxUsageCount: 5,
  },
];

const announceMock = (fileName: string, answer: object) => ({
  request: {
    query: AnnounceGroupDocumentDocument,
    variables: { groupId: '41', mimeType: 'application/pdf', fileName },
  },
  ...answer,
});

function renderPage(mocks: object[] = []) {
  return renderRoutes({
    url: '/admin/groups/41',
    routes: [{ path: '/admin/groups/:id', element: <GroupPage /> }],
    mocks: [...pageMocks, ...mocks] as never,
  });
}

const pdf = (name: string, type = 'application/pdf') => new File(['%PDF-1.4'], name, { type });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Document file'), { target: { files: [file] } });

const realFetch = globalThis.fetch;
const afterThis: (() => void)[] = [];
afterEach(() => {
  globalThis.fetch = realFetch;
  for (const undo of afterThis.splice(0)) undo();
});

describe('the group document rules', () => {
  it('takes a PDF by its type, or by its name when none is declared', () => {
    expect(isGroupDocumentFile(pdf('sheet.pdf'))).toBe(true);
    expect(isGroupDocumentFile(pdf('SHEET.PDF', ''))).toBe(true);
    expect(isGroupDocumentFile(pdf('sheet.pdf', 'image/png'))).toBe(false);
    expect(isGroupDocumentFile(pdf('notes.txt', ''))).toBe(false);
  });

  it('names the problem with a name the API would refuse', () => {
    expect(documentNameError('  ')).toBe(DOCUMENT_NAME_MESSAGES.required);
    expect(documentNameError('a/b.pdf')).toBe(DOCUMENT_NAME_MESSAGES.invalid);
    expect(documentNameError('x'.repeat(121))).toBe(DOCUMENT_NAME_MESSAGES.invalid);
    expect(documentNameError(' Care guide (2026).pdf ')).toBeNull();
  });
});

describe('the Documents section', () => {
  it('lists the documents as links shoppers get too', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: /skillet-product-sheet\.pdf/ });
    expect(link).toHaveAttribute('href', '/media/docs/7.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('refuses a file that is not a PDF before anything is sent', async () => {
    renderPage();
    await screen.findByRole('button', { name: /Upload a document/ });
    choose(pdf('photo.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PDF document');
    expect(screen.queryByRole('dialog', { name: 'Add this document?' })).toBeNull();
  });

  it('names the PDF, uploads it to the signed URL showing the bytes sent, and lists it at once', async () => {
    const uploads = fakeUploadRequests();
    afterThis.push(() => uploads.restore());
    const user = userEvent.setup();
    renderPage([
      announceMock('Care guide.pdf', {
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              announceGroupDocument: {
                __typename: 'AdminGroupDocumentUpload',
                message: 'Upload link created',
                uploadUrl: UPLOAD_URL,
                documentUrl: ADDED_URL,
              },
            },
          },
        },
      }),
    ]);
    await screen.findByRole('link', { name: /skillet-product-sheet\.pdf/ });
    // 9.8 MB, near the 10 MB a document may weigh.
    choose(new File(['%PDF-1.4', new Uint8Array(9_799_992)], 'care-guide.pdf', { type: 'application/pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this document?' });
    const name = within(dialog).getByLabelText('Name shoppers see');
    expect(name).toHaveValue('care-guide.pdf');

    await user.clear(name);
    expect(await within(dialog).findByText(DOCUMENT_NAME_MESSAGES.required)).toBeInTheDocument();
    await user.type(name, 'Care/guide');
    expect(await within(dialog).findByText(DOCUMENT_NAME_MESSAGES.invalid)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(uploads.sent).toEqual([]);

    await user.clear(name);
    await user.type(name, ' Care guide.pdf ');
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(uploads.sent[0]).toMatchObject({ method: 'PUT', url: UPLOAD_URL, contentType: 'application/pdf' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading… 0.0 MB of 9.8 MB');
    uploads.progress(3_200_000);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading… 3.2 MB of 9.8 MB');
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '32');
    uploads.answer(200);
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    const added = await screen.findByRole('link', { name: /Care guide\.pdf/ });
    expect(added).toHaveAttribute('href', ADDED_URL);
    expect(screen.getByRole('link', { name: /skillet-product-sheet\.pdf/ })).toBeInTheDocument();
  });

  it("shows the server's message when the announce is refused, and lists nothing", async () => {
    const put = jest.fn();
    globalThis.fetch = put as unknown as typeof fetch;
    const user = userEvent.setup();
    renderPage([announceMock('care-guide.pdf', { error: new GraphQLError('Group not found') })]);
    await screen.findByRole('link', { name: /skillet-product-sheet\.pdf/ });
    choose(pdf('care-guide.pdf'));
    const dialog = await screen.findByRole('dialog', { name: 'Add this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('Group not found')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /care-guide\.pdf/ })).toBeNull();
  });

  it('removes a document after a confirmation; the answered group replaces the cached one', async () => {
    const user = userEvent.setup();
    renderPage([
      {
        request: { query: RemoveGroupDocumentDocument, variables: { groupId: '41', documentUrl: '/media/docs/7.pdf' } },
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              removeGroupDocument: { __typename: 'AdminGroupPayload', message: 'Document removed', group: group([]) },
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove “skillet-product-sheet.pdf”…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this document?' });
    expect(dialog).toHaveTextContent('Shoppers no longer see “skillet-product-sheet.pdf” on “Cast Iron Skillet”.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove document' }));
    expect(await screen.findByText('Document removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /skillet-product-sheet\.pdf/ })).toBeNull());
    expect(screen.getByText('No documents yet.')).toBeInTheDocument();
  });
});
