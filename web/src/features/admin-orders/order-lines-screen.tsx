import { Button, Drawer, Input, Select, Space, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  AdminOrderLinesDocument,
  OrderLinesCsvPathDocument,
  type AdminOrderLineSort,
  type OrderLineStatus,
  type OrderLineTable_OrderLineFragment,
} from '../../__generated__/graphql';
import { ExportCsvButton } from '../../components/export-csv-button';
import { lineIdColumns, lineMoneyColumns, lineOrderedColumn, OrderLineTable } from '../../components/order-line-table';
import { STATUS_LABELS } from '../../lib/order-line-status-labels';
import { AuditLogTable } from '../../components/audit-log-table';
import { usePermissions } from '../../lib/staff-access';
import { BULK_LABELS, BULK_PERMISSION, MOVE_LABELS, nextMoves, type BulkMove, type OrderMove } from './line-rules';
import { MoveLineDialog } from './move-line-dialog';
import { BulkMoveDialog } from './bulk-move-dialog';
import { ShipFromCsvDialog } from './ship-from-csv-dialog';
import './order-lines-screen.css';
import { useAdminPaging } from '../../lib/admin-paging';

type Line = OrderLineTable_OrderLineFragment;
type Filter = OrderLineStatus | 'ALL';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'ALL', label: 'All statuses' },
  ...(Object.keys(STATUS_LABELS) as OrderLineStatus[]).map((status) => ({
    value: status,
    label: STATUS_LABELS[status],
  })),
];

const SORTS: { value: AdminOrderLineSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'OLDEST', label: 'Oldest first' },
];

// The Orders screen: order lines by status, newest or oldest first, searched by customer,
// order or group; each line's next moves (ship with tracking, deliver, cancel with
// refund), and shipping or delivering the selected lines at once; each line's history (the
// audit log of the line). Only the moves the staff member's role makes are offered.
export function OrderLinesScreen() {
  const { can } = usePermissions();
  const bulkMoves = can(BULK_PERMISSION);
  const [history, setHistory] = useState<Line | null>(null);
  const [filter, setFilter] = useState<Filter>('IN_PROGRESS');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminOrderLineSort>('NEWEST');
  const paging = useAdminPaging();
  const [action, setAction] = useState<{ line: Line; move: OrderMove } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulk, setBulk] = useState<BulkMove | null>(null);
  const [shippingFromCsv, setShippingFromCsv] = useState(false);

  const result = useQuery(AdminOrderLinesDocument, {
    variables: {
      status: filter === 'ALL' ? null : filter,
      search: search || null,
      sort,
      ...paging.variables,
    },
    fetchPolicy: 'cache-and-network',
  });

  const lines = (result.data ?? result.previousData)?.admin.orderLines;
  const client = useApolloClient();
  // The pick list of the filter on screen: the status, the search and the order.
  const pickListPath = async () =>
    (
      await client.query({
        query: OrderLinesCsvPathDocument,
        variables: { status: filter === 'ALL' ? null : filter, search: search || null, sort },
      })
    ).data?.admin.orderLinesCsvPath;

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
      // Kept in view at the right edge while the other columns scroll under it: at 1366 px
      // the table is wider than the screen and the actions were past its edge.
      fixed: 'right',
      render: (_, line) => (
        <Space wrap>
          {nextMoves(line.status, can).map((move) => (
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
          {can('AUDIT_READ') && (
            <Button size="small" onClick={() => setHistory(line)} aria-label={`History of line #${line.id}`}>
              History
            </Button>
          )}
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
            paging.reset();
            setSelected([]);
          }}
          className="order-lines-screen__status"
          virtual={false}
        />
        <Select<AdminOrderLineSort>
          aria-label="Order"
          value={sort}
          options={SORTS}
          onChange={(value) => {
            setSort(value);
            paging.reset();
          }}
          className="order-lines-screen__sort"
          virtual={false}
        />
        <Input.Search
          aria-label="Search by customer, order or group"
          placeholder="Customer e-mail or name, order, group or line number"
          allowClear
          enterButton="Search"
          onSearch={(value) => {
            setSearch(value.trim());
            paging.reset();
          }}
          className="order-lines-screen__search"
        />
        <ExportCsvButton csvPath={pickListPath} fileName="order-lines.csv" what="the order lines" />
        {bulkMoves && <Button onClick={() => setShippingFromCsv(true)}>Ship from CSV</Button>}
      </div>
      {bulkMoves && (
        <div className="order-lines-screen__bulk" role="group" aria-label="Selected lines">
          <span>{selected.length === 1 ? '1 line selected' : `${selected.length} lines selected`}</span>
          <Button
            disabled={!lines?.nodes.length}
            onClick={() => setSelected([...new Set([...selected, ...(lines?.nodes ?? []).map((line) => line.id)])])}
          >
            Select this page
          </Button>
          <Button disabled={selected.length === 0} onClick={() => setSelected([])}>
            Clear selection
          </Button>
          {(Object.keys(BULK_LABELS) as BulkMove[]).map((move) => (
            <Button key={move} disabled={selected.length === 0} onClick={() => setBulk(move)}>
              {BULK_LABELS[move]}
            </Button>
          ))}
        </div>
      )}
      <OrderLineTable<Line>
        columns={columns}
        result={result}
        onPage={paging.onPage}
        noun="line"
        emptyText="No order lines here."
        rowSelection={
          bulkMoves
            ? {
                // No select-all box in the header: the table measures its header cells in a
                // hidden row, where a checkbox would be a focusable element axe refuses; the
                // bar above offers "Select this page" instead.
                hideSelectAll: true,
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (line) => ({ 'aria-label': `Select line #${line.id}` }),
              }
            : undefined
        }
      />
      <Drawer
        title={history ? `History of line #${history.id}` : 'History'}
        open={history !== null}
        onClose={() => setHistory(null)}
        size="min(760px, 100vw)"
        destroyOnHidden
      >
        {history && (
          <AuditLogTable filter={{ orderLineId: history.id }} label={`Audit log of line #${history.id}`} compact />
        )}
      </Drawer>
      {shippingFromCsv && <ShipFromCsvDialog onClose={() => setShippingFromCsv(false)} />}
      {action && <MoveLineDialog line={action.line} move={action.move} onClose={() => setAction(null)} />}
      {bulk && (
        <BulkMoveDialog
          ids={selected}
          move={bulk}
          onClose={(moved) => {
            setBulk(null);
            setSelected((before) => before.filter((id) => !moved.includes(id)));
          }}
        />
      )}
    </section>
  );
}
