import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditActorsDocument, AuditLogDocument, type AuditLog_EntryFragment } from '../../__generated__/graphql';
import { adminConnection } from '../../test/admin-connection';
import { LocationProbe, renderRoutes } from '../../test/render';
import { AuditScreen } from './audit-screen';
import { ID_MESSAGE } from './audit-rules';

// The audit log screen (issue 38): entries newest first with who, what and from where, the
// filters kept in the address (a group's or a line's page links here), bad filters said
// before anything is asked.

jest.setTimeout(90_000);

type Entry = AuditLog_EntryFragment & { __typename: 'AuditEntry' };

const SHIPPED: Entry = {
  __typename: 'AuditEntry',
  id: '31',
  at: '2026-03-02T15:04:00.000Z',
  actorId: '7',
  actorEmail: 'packer@example.com',
  ip: '203.0.113.9',
  action: 'line.moved',
  subjectType: 'order_line',
  subjectId: '12',
  customerId: '3',
  groupId: '41',
  orderLineId: '12',
  before: '{"status":"in_progress"}',
  after: '{"status":"shipping","tracking_company":"UPS","tracking_number":"1Z999"}',
  summary: 'shipped line 12 (UPS 1Z999)',
};

const logMock = (filter: object, entries: Entry[]) => ({
  request: { query: AuditLogDocument, variables: { filter, first: 20 } },
  result: { data: { admin: { __typename: 'AdminQuery', auditLog: adminConnection('AuditEntryConnection', entries) } } },
});

const actorsMock = {
  request: { query: AuditActorsDocument },
  result: {
    data: {
      admin: {
        __typename: 'AdminQuery',
        staff: [
          {
            __typename: 'StaffMember',
            id: '7',
            email: 'packer@example.com',
            firstName: 'Pat',
            lastName: 'Packer',
            status: 'ACTIVE',
          },
        ],
      },
    },
  },
};

const routes = [
  {
    path: '/admin/audit-log',
    element: (
      <>
        <AuditScreen />
        <LocationProbe />
      </>
    ),
  },
];

test('shows who did what, when and from where; a row opens to the fields before and after', async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes({ routes, url: '/admin/audit-log', mocks: [actorsMock, logMock({}, [SHIPPED])] });
  const summary = await screen.findByText('shipped line 12 (UPS 1Z999)', undefined, { timeout: 10_000 });
  const row = within(summary.closest('tr')!);
  expect(row.getByText('packer@example.com')).toBeInTheDocument();
  // The action and address columns are the wide screen's (jsdom's matches no media query).
  expect(screen.getByText('1 entry')).toBeInTheDocument();

  await user.click(row.getByRole('button', { name: /Show the fields before and after/ }));
  expect(await screen.findByText(/"tracking_number": "1Z999"/)).toBeInTheDocument();
});

test('the filters come from the address, and a new filter goes into it', async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes({
    routes,
    url: '/admin/audit-log?groupId=41',
    mocks: [
      actorsMock,
      logMock({ groupId: '41' }, [SHIPPED]),
      logMock({ groupId: '41', orderLineId: '12' }, [SHIPPED]),
    ],
  });
  expect(await screen.findByText('shipped line 12 (UPS 1Z999)', undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByLabelText('Group number')).toHaveValue('41');

  await user.type(screen.getByLabelText('Line number'), 'twelve');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText(ID_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent('/admin/audit-log?groupId=41');

  await user.clear(screen.getByLabelText('Line number'));
  await user.type(screen.getByLabelText('Line number'), '12');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() =>
    expect(screen.getByLabelText('location')).toHaveTextContent('/admin/audit-log?groupId=41&orderLineId=12'),
  );
  expect(await screen.findByText('shipped line 12 (UPS 1Z999)')).toBeInTheDocument();
});
