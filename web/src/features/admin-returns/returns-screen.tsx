import { Alert, Button, Segmented, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import {
  useAdminReturnsQuery,
  type OrderLineStatus,
  type ReturnReason,
  type ReturnTable_OrderLineFragment,
} from '../../__generated__/graphql';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { formatMoney } from '../../lib/money';
import { ACTION_LABELS, actionsFor, reasonLabel, RETURN_TABS, type ReturnAction } from './return-rules';
import { ReturnActionDialog } from './return-action-dialog';
import './returns-screen.css';
import { ADMIN_PAGE_SIZE, adminPagination } from '../../lib/admin-pagination';

type Line = ReturnTable_OrderLineFragment;

// The Returns screen: returns by step (requested first) with the buyer's reason and note;
// accept or decline (with a reason the buyer reads), then on its way back and refund.
export function ReturnsScreen() {
  const [status, setStatus] = useState<OrderLineStatus>('RETURN_REQUESTED');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<{ line: Line; action: ReturnAction } | null>(null);

  const { data, previousData, loading, error } = useAdminReturnsQuery({
    variables: { status, page, pageSize: ADMIN_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const lines = (data ?? previousData)?.admin.orderLines;

  const columns: TableProps<Line>['columns'] = [
    { title: 'Line', dataIndex: 'id', render: (id: string) => `#${id}` },
    { title: 'Order', dataIndex: 'orderId', render: (id: string) => `#${id}` },
    { title: 'Customer', dataIndex: 'customerEmail', ellipsis: true, width: 200 },
    {
      title: 'Product',
      key: 'product',
      render: (_, line) => `${line.productName} × ${line.quantity}`,
      ellipsis: true,
      width: 200,
    },
    { title: 'Reason', dataIndex: 'returnReason', render: (reason: ReturnReason | null) => reasonLabel(reason) },
    {
      title: 'Note',
      key: 'note',
      render: (_, line) =>
        line.returnDeclineReason ? `Declined: ${line.returnDeclineReason}` : (line.returnNote ?? '—'),
    },
    { title: 'Paid', dataIndex: 'paidTotal', render: (value: number) => formatMoney(value), responsive: ['lg'] },
    {
      title: 'Refunded',
      dataIndex: 'refundedAmount',
      render: (value: number) => formatMoney(value),
      responsive: ['lg'],
    },
    { title: 'Ordered', dataIndex: 'orderedAt', render: (value: string) => formatDate(value), responsive: ['xl'] },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, line) => (
        <Space wrap>
          {actionsFor(line.status).map((each) => (
            <Button
              key={each}
              size="small"
              danger={each === 'DECLINE'}
              onClick={() => setAction({ line, action: each })}
              aria-label={`${ACTION_LABELS[each]}: return of line #${line.id}`}
            >
              {ACTION_LABELS[each]}…
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <section className="returns-screen">
      <h1>Returns</h1>
      <Segmented<OrderLineStatus>
        aria-label="Return step"
        options={RETURN_TABS.map((tab) => ({ value: tab.value, label: tab.label }))}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {error && !lines && <Alert type="error" showIcon message={errorMessage(error)} />}
      <Table<Line>
        rowKey="id"
        columns={columns}
        dataSource={lines?.items ?? []}
        loading={loading && !lines}
        locale={{ emptyText: 'No returns here.' }}
        pagination={adminPagination(page, lines?.total ?? 0, 'return', setPage)}
        scroll={{ x: 'max-content' }}
      />
      {action && <ReturnActionDialog line={action.line} action={action.action} onClose={() => setAction(null)} />}
    </section>
  );
}
