import { Alert, Table, type TableProps } from 'antd';
import type { AdminPager_PageInfoFragment } from '../__generated__/graphql';
import type { AdminPageRequest } from '../lib/admin-paging';
import { formatDate } from '../lib/date';
import { errorMessage } from '../lib/error-message';
import { formatMoney, type MoneyAmount } from '../lib/money';
import { AdminPager } from './admin-pager';

/** What every console list of order lines shows about a line, whatever else it adds. */
export type ConsoleOrderLine = {
  id: string;
  orderId: string;
  customerEmail: string;
  paidTotal: MoneyAmount;
  refundedAmount: MoneyAmount;
  orderedAt: string;
};

type Columns<T> = NonNullable<TableProps<T>['columns']>;

/** The columns naming a line: its number, its order and its customer. */
export function lineIdColumns<T extends ConsoleOrderLine>(): Columns<T> {
  return [
    { title: 'Line', dataIndex: 'id', render: (id: string) => `#${id}` },
    { title: 'Order', dataIndex: 'orderId', render: (id: string) => `#${id}` },
    { title: 'Customer', dataIndex: 'customerEmail', ellipsis: true, width: 200 },
  ];
}

/** The columns of a line's money (paid, refunded; hidden on narrow screens). */
export function lineMoneyColumns<T extends ConsoleOrderLine>(): Columns<T> {
  return [
    { title: 'Paid', dataIndex: 'paidTotal', render: (value: MoneyAmount) => formatMoney(value), responsive: ['lg'] },
    {
      title: 'Refunded',
      dataIndex: 'refundedAmount',
      render: (value: MoneyAmount) => formatMoney(value),
      responsive: ['lg'],
    },
  ];
}

/** When the line was ordered (hidden below extra-large screens). */
export function lineOrderedColumn<T extends ConsoleOrderLine>(): Columns<T>[number] {
  return { title: 'Ordered', dataIndex: 'orderedAt', render: (value: string) => formatDate(value), responsive: ['xl'] };
}

/** A page of lines as the console's queries select it (a cursor connection). */
type LinePage<T> = { nodes: T[]; totalCount: number; pageInfo: AdminPager_PageInfoFragment };

/** A console query's answer whose `admin.orderLines` is a page of lines. */
type LinePageResult<T> = {
  data?: { admin: { orderLines: LinePage<T> } };
  previousData?: { admin: { orderLines: LinePage<T> } };
  loading: boolean;
  error?: unknown;
};

interface Props<T> {
  columns: Columns<T>;
  /** The screen's query, as its hook answered. */
  result: LinePageResult<T>;
  onPage: (request: AdminPageRequest) => void;
  /** The list's noun for its count ("3 lines", "1 return"). */
  noun: string;
  emptyText: string;
  /** Check boxes for the screens that act on several lines at once. */
  rowSelection?: TableProps<T>['rowSelection'];
}

/**
 * A console table of order lines (the Orders and Returns screens): the page last
 * answered stays while the next one loads, the load error shows when there is nothing to
 * show yet, and the paging (by cursor) counts in the list's own noun.
 */
export function OrderLineTable<T extends ConsoleOrderLine>({
  columns,
  result,
  onPage,
  noun,
  emptyText,
  rowSelection,
}: Props<T>) {
  const lines = (result.data ?? result.previousData)?.admin.orderLines;
  return (
    <>
      {result.error && !lines && <Alert type="error" showIcon title={errorMessage(result.error)} />}
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={lines?.nodes ?? []}
        loading={result.loading && !lines}
        locale={{ emptyText }}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={rowSelection}
      />
      <AdminPager pageInfo={lines?.pageInfo} total={lines?.totalCount ?? 0} noun={noun} onPage={onPage} />
    </>
  );
}
