import { Alert, Button, Card, Descriptions, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AdminCustomerDocument, type DocumentStatus, type OrderLineStatus } from '../../__generated__/graphql';
import { LoadingState } from '../../components/loading-state';
import { AdminPager } from '../../components/admin-pager';
import { useAdminPaging } from '../../lib/admin-paging';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { formatMoney, type MoneyAmount } from '../../lib/money';
import { STATUS_LABELS } from '../../lib/order-line-status-labels';
import { paths } from '../../lib/paths';
import { usePermissions } from '../../lib/staff-access';
import { AuditLogTable } from '../../components/audit-log-table';
import { DOCUMENT_KIND_LABELS, endSessionsConsequence, fullName } from './customer-rules';
import { useEndCustomerSessions } from './use-end-customer-sessions';
import './customers-screen.css';

const DOCUMENT_STATUS: Record<DocumentStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
const dateTime = (value: string) => new Date(value).toLocaleString('en-US');

// One customer: profile, addresses, documents, order lines and live sessions, with
// "End sessions" (confirmed; the server's message shown; the sessions list follows) for a
// role that ends sessions, and the customer's history (the audit log about them) for a role
// that reads it.
export function CustomerPage({ id }: { id: string }) {
  const { can } = usePermissions();
  const linesPaging = useAdminPaging();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const endSessions = useEndCustomerSessions();
  const { data, previousData, error } = useQuery(AdminCustomerDocument, {
    variables: { id, ...linesPaging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const admin = (data ?? previousData)?.admin;
  const customer = admin?.customer;

  async function confirmEnd() {
    setBusy(true);
    const ended = await endSessions(id);
    setBusy(false);
    if (ended) setConfirming(false);
  }

  if (error && !customer) {
    return (
      <section className="customer-page">
        <Link to={paths.adminCustomers} className="customer-page__back">
          ← Customers
        </Link>
        <h1>Customer</h1>
        <Alert type="error" showIcon title={errorMessage(error)} />
      </section>
    );
  }
  if (!admin || !customer) return <LoadingState label="Loading the customer" />;
  const name = fullName(customer);

  return (
    <section className="customer-page">
      <Link to={paths.adminCustomers} className="customer-page__back">
        ← Customers
      </Link>
      <h1>{name}</h1>
      <div className="customer-page__sections">
        <Card title={<h2>Profile</h2>}>
          <Descriptions column={{ xs: 1, lg: 2 }} size="small">
            <Descriptions.Item label="E-mail">{customer.email}</Descriptions.Item>
            <Descriptions.Item label="E-mail confirmed">{customer.emailVerified ? 'Yes' : 'No'}</Descriptions.Item>
            <Descriptions.Item label="Phone">{customer.phoneNumber || '—'}</Descriptions.Item>
            <Descriptions.Item label="Account">
              {customer.role === 'admin'
                ? 'Operator'
                : customer.customerType === 'BUSINESS'
                  ? 'Business'
                  : 'Individual'}
            </Descriptions.Item>
            {customer.companyName && <Descriptions.Item label="Company">{customer.companyName}</Descriptions.Item>}
            {customer.title && <Descriptions.Item label="Title">{customer.title}</Descriptions.Item>}
            <Descriptions.Item label="Sales tax">
              {customer.taxExempt
                ? 'Exempt (approved tax document)'
                : customer.claimsTaxExemption
                  ? 'Claims exemption; no approved tax document'
                  : 'Pays sales tax'}
            </Descriptions.Item>
            <Descriptions.Item label="Orders">{customer.orderCount}</Descriptions.Item>
            <Descriptions.Item label="Customer since">{formatDate(customer.createdAt)}</Descriptions.Item>
          </Descriptions>
        </Card>

        <Card title={<h2>Addresses</h2>}>
          {customer.addresses.length === 0 ? (
            <p>No address on file.</p>
          ) : (
            <ul className="customer-page__addresses">
              {customer.addresses.map((address) => (
                <li key={address.id}>
                  <strong>{address.type === 'BILLING' ? 'Billing' : 'Shipping'}</strong>
                  <address>
                    {address.firstName} {address.lastName}
                    {address.companyName && <>, {address.companyName}</>}
                    <br />
                    {address.street}
                    <br />
                    {address.city}, {address.state} {address.zipCode}, {address.country}
                    <br />
                    {address.phoneNumber}
                  </address>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title={<h2>Documents</h2>}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={admin.documents.nodes}
            locale={{ emptyText: 'No documents.' }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Kind', dataIndex: 'kind', render: (kind: string) => DOCUMENT_KIND_LABELS[kind] ?? kind },
              { title: 'File', dataIndex: 'fileName', ellipsis: true },
              {
                title: 'Status',
                key: 'status',
                render: (_, doc) =>
                  doc.status === 'REJECTED' && doc.rejectionReason
                    ? `Rejected: ${doc.rejectionReason}`
                    : DOCUMENT_STATUS[doc.status],
              },
              {
                title: 'Expires',
                dataIndex: 'expiresAt',
                render: (value: string | null) => (value ? formatDate(value) : '—'),
              },
              { title: 'Uploaded', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
            ]}
          />
        </Card>

        <Card title={<h2>Order lines</h2>}>
          <Table
            rowKey="id"
            size="small"
            dataSource={admin.orderLines.nodes}
            locale={{ emptyText: 'No orders yet.' }}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Line', dataIndex: 'id', render: (value: string) => `#${value}` },
              { title: 'Order', dataIndex: 'orderId', render: (value: string) => `#${value}` },
              { title: 'Product', dataIndex: 'productName', ellipsis: true },
              { title: 'Qty', dataIndex: 'quantity' },
              { title: 'Paid', dataIndex: 'paidTotal', render: (value: MoneyAmount) => formatMoney(value) },
              {
                title: 'Refunded',
                dataIndex: 'refundedAmount',
                render: (value: MoneyAmount) => formatMoney(value),
                responsive: ['lg'],
              },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (status: OrderLineStatus) => <Tag className="customer-tag">{STATUS_LABELS[status]}</Tag>,
              },
              { title: 'Ordered', dataIndex: 'orderedAt', render: (value: string) => formatDate(value) },
            ]}
          />
          <AdminPager
            pageInfo={admin.orderLines.pageInfo}
            total={admin.orderLines.totalCount}
            noun="line"
            onPage={linesPaging.onPage}
          />
        </Card>

        <Card
          title={<h2>Sessions</h2>}
          extra={
            can('CUSTOMERS_SESSIONS') && (
              <Button danger disabled={customer.sessions.length === 0} onClick={() => setConfirming(true)}>
                End sessions…
              </Button>
            )
          }
        >
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={customer.sessions}
            locale={{ emptyText: 'No live session: the customer is signed out everywhere.' }}
            columns={[
              { title: 'Session', dataIndex: 'id', render: (value: string) => `#${value}` },
              { title: 'Signed in', dataIndex: 'createdAt', render: dateTime },
              { title: 'Ends', dataIndex: 'expiresAt', render: dateTime },
            ]}
          />
        </Card>

        {can('AUDIT_READ') && (
          <Card title={<h2>History</h2>}>
            <AuditLogTable filter={{ customerId: id }} label={`Audit log of customer #${id}`} compact />
          </Card>
        )}
      </div>
      <Modal
        title={`End ${name}'s sessions`}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onOk={() => void confirmEnd()}
        okText="End sessions"
        okButtonProps={{ danger: true }}
        cancelText="Back"
        confirmLoading={busy}
        destroyOnHidden
      >
        <p>{endSessionsConsequence(name, customer.sessions.length)}</p>
      </Modal>
    </section>
  );
}
