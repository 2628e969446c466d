import { Table, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import type { AdminOverviewQuery } from '../../__generated__/graphql';
import { formatMoney } from '../../lib/money';
import { adminGroupPath } from '../../lib/paths';

// The Overview's two tables over the period: how many groups are at, and reached, each price
// level; and the five groups with the most GMV. Three short columns each, so on a phone
// they wrap their headings rather than scroll sideways.

type Overview = AdminOverviewQuery['admin']['overview'];
type Level = Overview['groupFill']['levels'][number];
type TopGroup = Overview['topGroups'][number];

const LEVEL_COLUMNS: TableProps<Level>['columns'] = [
  { title: 'Price level', dataIndex: 'level', render: (level: number) => `Level ${level}` },
  { title: 'Groups at it now', dataIndex: 'groups', align: 'right' },
  { title: 'Groups that reached it', dataIndex: 'reached', align: 'right' },
];

export function LevelsTable({ levels }: { levels: Overview['groupFill']['levels'] }) {
  return (
    <Table<Level>
      aria-label="Groups by price level"
      rowKey="level"
      size="small"
      pagination={false}
      columns={LEVEL_COLUMNS}
      dataSource={levels}
      locale={{ emptyText: 'No group with price levels was open in the period' }}
    />
  );
}

export function TopGroupsTable({ groups, canOpen }: { groups: Overview['topGroups']; canOpen: boolean }) {
  const columns: TableProps<TopGroup>['columns'] = [
    {
      title: 'Product',
      dataIndex: 'productName',
      render: (name: string, group) => (canOpen ? <Link to={adminGroupPath(group.groupId)}>{name}</Link> : name),
    },
    { title: 'Units', dataIndex: 'units', align: 'right' },
    { title: 'GMV', key: 'gmv', align: 'right', render: (_, group) => formatMoney(group.gmv) },
  ];
  return (
    <Table<TopGroup>
      aria-label="Top groups by GMV"
      rowKey="groupId"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={groups}
      locale={{ emptyText: 'No orders were charged in the period' }}
    />
  );
}
