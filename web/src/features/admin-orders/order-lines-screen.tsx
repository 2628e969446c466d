import { Button, Input, Select, Space, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import {
  useAdminOrderLinesQuery,
  type OrderLineStatus,
  type OrderLineTable_OrderLineFragment,
} from '../../__generated__/graphql';
import { lineIdColumns, lineMoneyColumns, lineOrderedColumn, OrderLineTable } from '../../components/order-line-table';
import { STATUS_LABELS } from '../../lib/order-line-status-labels';
import { MOVE_LABELS, nextMoves, type OrderMove } from './line-rules';
import { MoveLineDialog } from './move-line-dialog';
import './order-lines-screen.css';
import { ADMIN_PAGE_SIZE } from '../../lib/admin-pagination';

type Line = OrderLineTable_OrderLineFragment;
type Filter = OrderLineStatus | 'ALL';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'ALL', label: 'All statuses' },
  ...(Object.keys(STATUS_LABELS) as OrderLineStatus[]).map((status) => ({
    value: status,
    label: STATUS_LABELS[status],
  })),
];

// The Orders screen: order lines by status, newest first, searched by customer, order or
// group; each line's next moves (ship with tracking, deliver, cancel with refund).
export function OrderLinesScreen() {
  const [filter, setFilter] = useState<Filter>('IN_PROGRESS');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<{ line: Line; move: OrderMove } | null>(null);

  const result = useAdminOrderLinesQuery({
    variables: { status: filter === 'ALL' ? null : filter, search: search || null, page, pageSize: ADMIN_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  const columns: TableProps<Line>['columns'] = [
    ...lineIdColumns<Line>(),
    {
      title: 'Group',
      key: 'group',
      render: (_, line) => `${line.productName} (#${line.groupId})`,
      ellipsis: true,
      width: 220,
    },
    { title: 'Qty', dataIndex: 'quantity' },
    ...lineMoneyColumns<Line>(),
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: OrderLineStatus) => <Tag className="line-status">{STATUS_LABELS[status]}</Tag>,
    },
    {
      title: 'Tracking',
      key: 'tracking',
      render: (_, line) => (line.trackingNumber ? `${line.trackingCompany ?? ''} ${line.trackingNumber}` : '—'),
    },
    lineOrderedColumn<Line>(),
    {
      title: 'Actions',
      key: 'actions',
      render: (_, line) => (
        <Space wrap>
          {nextMoves(line.status).map((move) => (
            <Button
              key={move}
              size="small"
              danger={move === 'CANCELLED'}
              onClick={() => setAction({ line, move })}
              aria-label={`${MOVE_LABELS[move].replace('…', '')} line #${line.id}`}
            >
              {MOVE_LABELS[move]}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <section className="order-lines-screen">
      <h1>Orders</h1>
      <div className="order-lines-screen__filters">
        <Select<Filter>
          aria-label="Status"
          value={filter}
          options={FILTERS}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          className="order-lines-screen__status"
          virtual={false}
        />
        <Input.Search
          aria-label="Search by customer, order or group"
          placeholder="Customer e-mail or name, order, group or line number"
          allowClear
          enterButton="Search"
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          className="order-lines-screen__search"
        />
      </div>
      <OrderLineTable<Line>
        columns={columns}
        result={result}
        page={page}
        onPage={setPage}
        noun="line"
        emptyText="No order lines here."
      />
      {action && <MoveLineDialog line={action.line} move={action.move} onClose={() => setAction(null)} />}
    </section>
  );
}
