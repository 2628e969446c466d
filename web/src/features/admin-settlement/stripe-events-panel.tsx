import { Alert, Table, Tag, type TableProps } from 'antd';
import { useQuery } from '@apollo/client/react';
import { StripeEventsDocument, type StripeEventsQuery, type StripeEventStatus } from '../../__generated__/graphql';
import { AdminPager } from '../../components/admin-pager';
import { useAdminPaging } from '../../lib/admin-paging';
import { errorMessage } from '../../lib/error-message';
import { EVENT_STATUS_LABELS } from './stripe-rules';

type Event = StripeEventsQuery['admin']['stripeEvents']['nodes'][number];

// Only what needs an eye is coloured, in the tag colours that keep text contrast (axe).
const STATUS_COLORS: Record<StripeEventStatus, string | undefined> = {
  QUEUED: undefined,
  WAITING: 'blue',
  RETRYING: 'red',
  PROCESSED: undefined,
};

// Stripe's webhook events beside the ledger: when each came, whether the shop has worked
// it (once) and what that did, or why it waits or failed; newest first, a page at a time.
export function StripeEventsPanel() {
  const paging = useAdminPaging();
  const { data, previousData, loading, error } = useQuery(StripeEventsDocument, {
    variables: paging.variables,
    fetchPolicy: 'cache-and-network',
  });
  const events = (data ?? previousData)?.admin.stripeEvents;

  const columns: TableProps<Event>['columns'] = [
    {
      title: 'Received',
      dataIndex: 'receivedAt',
      render: (value: string) => new Date(value).toLocaleString('en-US'),
    },
    { title: 'Event', dataIndex: 'type' },
    { title: 'About', dataIndex: 'objectId', responsive: ['lg'], render: (value: string | null) => value ?? '—' },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: StripeEventStatus) => <Tag color={STATUS_COLORS[status]}>{EVENT_STATUS_LABELS[status]}</Tag>,
    },
    {
      title: 'Outcome',
      key: 'outcome',
      render: (_, event) => (event.status === 'RETRYING' ? `Failed: ${event.lastError ?? ''}` : (event.outcome ?? '')),
    },
  ];

  return (
    <div className="stripe-events-panel">
      {error && !events && <Alert type="error" showIcon title={errorMessage(error)} />}
      {/* The region scrolls sideways on a narrow screen, reachable by keyboard (it holds no link or button). */}
      <div className="settlement-screen__scroll" role="region" aria-label="Stripe events" tabIndex={0}>
        <Table<Event>
          rowKey="id"
          columns={columns}
          dataSource={events?.nodes ?? []}
          loading={loading && !events}
          locale={{ emptyText: 'No event from Stripe yet.' }}
          pagination={false}
        />
      </div>
      <AdminPager pageInfo={events?.pageInfo} total={events?.totalCount ?? 0} noun="event" onPage={paging.onPage} />
    </div>
  );
}
