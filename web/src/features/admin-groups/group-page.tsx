import { Alert, Button, Card, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import {
  AdminGroupDocument,
  AdminGroupLinesDocument,
  type AdminGroupLinesQuery,
  type OrderLineStatus,
} from '../../__generated__/graphql';
import { AdminPager } from '../../components/admin-pager';
import { useAdminPaging } from '../../lib/admin-paging';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { STATUS_LABELS } from '../../lib/order-line-status-labels';
import { paths } from '../../lib/paths';
import { usePermissions } from '../../lib/staff-access';
import { AuditLogTable } from '../../components/audit-log-table';
import { LoadingState } from '../../components/loading-state';
import { CloseGroupDialog } from './close-group-dialog';
import { formatCents, formatMoney, type MoneyAmount } from '../../lib/money';
import { areaText, currentLevelText } from './group-display';
import { GroupDocuments } from './group-documents';
import { GroupFormDialog } from './group-form-dialog';
import { GroupImages } from './group-images';
import './groups-screen.css';

type Line = AdminGroupLinesQuery['admin']['groupLines']['nodes'][number];

const lineColumns: TableProps<Line>['columns'] = [
  { title: 'Line', dataIndex: 'id', render: (id: string) => `#${id}` },
  { title: 'Order', dataIndex: 'orderId', render: (id: string) => `#${id}` },
  { title: 'Buyer', dataIndex: 'customerEmail', ellipsis: true, width: 220 },
  { title: 'Qty', dataIndex: 'quantity' },
  { title: 'Unit price paid', dataIndex: 'unitPrice', render: (money: MoneyAmount) => formatMoney(money) },
  { title: 'Paid', dataIndex: 'paidTotal', render: (money: MoneyAmount) => formatMoney(money) },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: OrderLineStatus) => <Tag>{STATUS_LABELS[status]}</Tag>,
  },
  { title: 'Refunded so far', dataIndex: 'refundedAmount', render: (money: MoneyAmount) => formatMoney(money) },
  {
    title: 'Settlement',
    key: 'settlement',
    render: (_, line) =>
      line.settlementRefund === null
        ? `Settled at ${line.finalUnitPrice ? formatMoney(line.finalUnitPrice) : formatCents(0)} per unit`
        : `Will refund ${formatMoney(line.settlementRefund)}`,
  },
  { title: 'Ordered', dataIndex: 'orderedAt', render: (value: string) => formatDate(value), responsive: ['xl'] },
];

// A group's page: its figures, order lines, what settlement will refund, pictures and
// documents (changed by a role that edits groups), and its history (the audit log of the
// group and its lines, for a role that reads it).
export function GroupPage() {
  const { id = '' } = useParams();
  const { can } = usePermissions();
  const editable = can('GROUPS_WRITE');
  const paging = useAdminPaging();
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const groupQuery = useQuery(AdminGroupDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const linesQuery = useQuery(AdminGroupLinesDocument, {
    variables: { groupId: id, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const group = groupQuery.data?.admin.group;
  const lines = (linesQuery.data ?? linesQuery.previousData)?.admin.groupLines;

  if (groupQuery.error && !group) {
    return (
      <section className="group-page">
        <h1>Group #{id}</h1>
        <Alert type="error" showIcon message={errorMessage(groupQuery.error)} />
        <Link to={paths.adminGroups}>Back to Groups</Link>
      </section>
    );
  }
  if (!group) return <LoadingState label="Loading the group…" />;

  return (
    <section className="group-page">
      <Link to={paths.adminGroups}>← Groups</Link>
      <div className="groups-screen__head">
        <h1>
          {group.productName} <span className="group-page__id">#{group.id}</span>
        </h1>
        {editable && (
          <Space>
            <Button onClick={() => setEditing(true)}>Edit</Button>
            {group.status === 'OPEN' && (
              <Button danger onClick={() => setClosing(true)}>
                Close now…
              </Button>
            )}
          </Space>
        )}
      </div>
      <div className="group-page__figures">
        <Card size="small" title="Status">
          {group.status === 'OPEN' ? 'Open' : 'Closed'} · ends {formatDate(group.endDate)}
        </Card>
        <Card size="small" title="Booked / max">
          {group.quantityBooked} / {group.maxQuantity}
        </Card>
        <Card size="small" title="Current level and price">
          {currentLevelText(group)} (list {formatMoney(group.price)})
        </Card>
        <Card size="small" title="Area">
          {areaText(group)}
        </Card>
      </div>
      <h2>Settlement</h2>
      {lines ? (
        <p className="group-page__settlement" aria-live="polite">
          {lines.unsettledLines === 0
            ? `No line is waiting for settlement. Final price at ${group.quantityBooked} booked: ${formatMoney(lines.finalUnitPrice)} per unit.`
            : `Settlement will refund ${formatMoney(lines.refundDue)} on ${lines.unsettledLines} line${lines.unsettledLines === 1 ? '' : 's'} at the final price of ${formatMoney(lines.finalUnitPrice)} per unit (${group.quantityBooked} booked).`}
        </p>
      ) : (
        linesQuery.error && <Alert type="error" showIcon message={errorMessage(linesQuery.error)} />
      )}
      <h2 id="group-page-lines">Order lines</h2>
      {/* The region scrolls sideways on narrow screens; focusable, so the keyboard can scroll it too. */}
      <div className="group-page__lines" role="region" aria-labelledby="group-page-lines" tabIndex={0}>
        <Table<Line>
          rowKey="id"
          columns={lineColumns}
          dataSource={lines?.nodes ?? []}
          loading={linesQuery.loading && !lines}
          locale={{ emptyText: 'Nobody has bought into this group yet.' }}
          pagination={false}
        />
      </div>
      <AdminPager pageInfo={lines?.pageInfo} total={lines?.totalCount ?? 0} noun="line" onPage={paging.onPage} />
      <h2>Pictures</h2>
      <GroupImages group={group} editable={editable} onChanged={() => void groupQuery.refetch()} />
      <h2>Documents</h2>
      <GroupDocuments group={group} editable={editable} />
      {can('AUDIT_READ') && (
        <>
          <h2>History</h2>
          <AuditLogTable filter={{ groupId: group.id }} label={`Audit log of group #${group.id}`} compact />
        </>
      )}
      {editing && <GroupFormDialog group={group} onClose={() => setEditing(false)} />}
      {closing && <CloseGroupDialog group={group} onClose={() => setClosing(false)} />}
    </section>
  );
}
