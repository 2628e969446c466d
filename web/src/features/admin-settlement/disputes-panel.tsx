import { Alert, Table, Tag, type TableProps } from 'antd';
import { useQuery } from '@apollo/client/react';
import { DisputesDocument, type DisputesQuery } from '../../__generated__/graphql';
import { AdminPager } from '../../components/admin-pager';
import { useAdminPaging } from '../../lib/admin-paging';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { formatMoney } from '../../lib/money';
import { stripeWords } from './stripe-rules';

type Dispute = DisputesQuery['admin']['disputes']['nodes'][number];

// Disputes (chargebacks) as Stripe's events told them: the order and the customer each hit,
// how much, why, and where it stands (open ones first catch the eye); newest first.
export function DisputesPanel() {
  const paging = useAdminPaging();
  const { data, previousData, loading, error } = useQuery(DisputesDocument, {
    variables: paging.variables,
    fetchPolicy: 'cache-and-network',
  });
  const disputes = (data ?? previousData)?.admin.disputes;

  const columns: TableProps<Dispute>['columns'] = [
    { title: 'Opened', dataIndex: 'openedAt', render: (value: string) => formatDate(value) },
    {
      title: 'Order',
      dataIndex: 'orderId',
      render: (orderId: string | null) => (orderId ? `#${orderId}` : 'No order'),
    },
    {
      title: 'Customer',
      key: 'customer',
      ellipsis: true,
      render: (_, dispute) =>
        dispute.customerEmail ? `${dispute.customerName ?? ''} (${dispute.customerEmail})`.trim() : '—',
    },
    { title: 'Amount', dataIndex: 'amount', align: 'right', render: (_, dispute) => formatMoney(dispute.amount) },
    { title: 'Reason', dataIndex: 'reason', render: (reason: string) => stripeWords(reason) },
    {
      title: 'Status',
      key: 'status',
      render: (_, dispute) => (
        <Tag color={dispute.closed ? undefined : 'red'}>
          {stripeWords(dispute.status)}
          {dispute.closed && dispute.closedAt ? `, ${formatDate(dispute.closedAt)}` : ''}
        </Tag>
      ),
    },
  ];

  return (
    <div className="disputes-panel">
      {error && !disputes && <Alert type="error" showIcon title={errorMessage(error)} />}
      {/* The region scrolls sideways on a narrow screen, reachable by keyboard (it holds no link or button). */}
      <div className="settlement-screen__scroll" role="region" aria-label="Disputes" tabIndex={0}>
        <Table<Dispute>
          rowKey="id"
          columns={columns}
          dataSource={disputes?.nodes ?? []}
          loading={loading && !disputes}
          locale={{ emptyText: 'No dispute.' }}
          pagination={false}
        />
      </div>
      <AdminPager
        pageInfo={disputes?.pageInfo}
        total={disputes?.totalCount ?? 0}
        noun="dispute"
        onPage={paging.onPage}
      />
    </div>
  );
}
