import { Alert, Button, Form, Input, Select, Table, Tag, type TableProps } from 'antd';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { LedgerDocument, type LedgerKind, type LedgerQuery } from '../../__generated__/graphql';
import { AdminPager } from '../../components/admin-pager';
import { useAdminPaging } from '../../lib/admin-paging';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { formatMoney } from '../../lib/money';
import { downloadLedger } from './download-ledger';
import { REASON_LABELS, ledgerFilterSchema, reconciliationText } from './settlement-rules';
import { refundNeedsAttention, refundStateText } from './stripe-rules';
import { useMessage } from '../../lib/message';

type Entry = LedgerQuery['admin']['ledger']['nodes'][number];
type Kind = LedgerKind | 'ALL';

const KINDS: { value: Kind; label: string }[] = [
  { value: 'ALL', label: 'Charges and refunds' },
  { value: 'CHARGE', label: 'Charges' },
  { value: 'REFUND', label: 'Refunds' },
];

// The payments ledger: every charge and refund, a page at a time, filtered by kind and
// days, with totals over the whole filter that reconcile with the orders, and the
// filter's entries as CSV.
export function LedgerPanel() {
  const message = useMessage();
  const ids = useId();
  const [kind, setKind] = useState<Kind>('ALL');
  const [days, setDays] = useState({ from: '', to: '' });
  const paging = useAdminPaging();
  const [exporting, setExporting] = useState(false);
  const { data, previousData, loading, error } = useQuery(LedgerDocument, {
    variables: {
      kind: kind === 'ALL' ? null : kind,
      from: days.from || null,
      to: days.to || null,
      ...paging.variables,
    },
    fetchPolicy: 'cache-and-network',
  });
  const ledger = (data ?? previousData)?.admin.ledger;

  const formik = useFormik({
    initialValues: { from: '', to: '' },
    validationSchema: ledgerFilterSchema,
    onSubmit: (values) => {
      setDays({ from: values.from.trim(), to: values.to.trim() });
      paging.reset();
    },
  });
  const dayField = (name: 'from' | 'to', label: string) => {
    const fieldError = formik.touched[name] ? formik.errors[name] : undefined;
    return (
      <Form.Item
        label={label}
        htmlFor={`${ids}-${name}`}
        validateStatus={fieldError ? 'error' : undefined}
        help={fieldError}
      >
        <Input
          id={`${ids}-${name}`}
          name={name}
          type="date"
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
    );
  };

  async function exportCsv() {
    if (!ledger) return;
    setExporting(true);
    try {
      await downloadLedger(ledger.csvPath);
      void message.success(
        `Exported ${ledger.totals.entries} ledger ${ledger.totals.entries === 1 ? 'entry' : 'entries'}`,
      );
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : 'The ledger could not be exported.');
    } finally {
      setExporting(false);
    }
  }

  const columns: TableProps<Entry>['columns'] = [
    { title: 'Entry', dataIndex: 'id', render: (id: string) => `#${id}` },
    { title: 'Booked', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    { title: 'Kind', dataIndex: 'kind', render: (value: LedgerKind) => (value === 'CHARGE' ? 'Charge' : 'Refund') },
    { title: 'Reason', dataIndex: 'reason', render: (value: Entry['reason']) => REASON_LABELS[value] },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, entry) => (entry.kind === 'REFUND' ? `−${formatMoney(entry.amount)}` : formatMoney(entry.amount)),
    },
    {
      // A refund's real state as Stripe told it (docs/decisions.md "Stripe webhooks"); failed ones stand out.
      title: 'Refund state',
      key: 'refundState',
      render: (_, entry) =>
        refundNeedsAttention(entry.refundState) ? (
          <Tag color="red">{refundStateText(entry)}</Tag>
        ) : (
          refundStateText(entry)
        ),
    },
    {
      title: 'Order',
      key: 'order',
      render: (_, entry) => `#${entry.orderId}${entry.orderLineId ? ` line #${entry.orderLineId}` : ''}`,
    },
    { title: 'Customer', dataIndex: 'customerEmail', ellipsis: true, responsive: ['lg'] },
  ];

  return (
    <div className="ledger-panel">
      <div className="ledger-panel__filters">
        <Select<Kind>
          aria-label="Kind"
          value={kind}
          options={KINDS}
          onChange={(value) => {
            setKind(value);
            paging.reset();
          }}
          className="ledger-panel__kind"
          virtual={false}
        />
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Ledger days" className="ledger-panel__days">
          <Form component={false} layout="inline">
            {dayField('from', 'From')}
            {dayField('to', 'To')}
          </Form>
          <Button htmlType="submit">Show</Button>
        </form>
        <Button type="primary" onClick={() => void exportCsv()} loading={exporting} disabled={!ledger}>
          Export CSV
        </Button>
      </div>
      {error && !ledger && <Alert type="error" showIcon title={errorMessage(error)} />}
      {ledger && (
        <dl className="ledger-panel__totals" aria-label="Ledger totals">
          <div>
            <dt>Entries</dt>
            <dd>{ledger.totals.entries}</dd>
          </div>
          <div>
            <dt>Charged</dt>
            <dd>{formatMoney(ledger.totals.charged)}</dd>
          </div>
          <div>
            <dt>Refunded</dt>
            <dd>{formatMoney(ledger.totals.refunded)}</dd>
          </div>
          <div>
            <dt>Net</dt>
            <dd>{formatMoney(ledger.totals.net)}</dd>
          </div>
        </dl>
      )}
      {ledger && (
        <Alert
          type={ledger.reconciliation.reconciled ? 'success' : 'warning'}
          showIcon
          title={reconciliationText(ledger.reconciliation)}
          className="ledger-panel__books"
        />
      )}
      {/* The region scrolls sideways on a narrow screen, reachable by keyboard (it holds no link or button). */}
      <div className="settlement-screen__scroll" role="region" aria-label="Ledger entries" tabIndex={0}>
        <Table<Entry>
          rowKey="id"
          columns={columns}
          dataSource={ledger?.nodes ?? []}
          loading={loading && !ledger}
          locale={{ emptyText: 'No entries for this filter.' }}
          pagination={false}
        />
      </div>
      <AdminPager
        pageInfo={ledger?.pageInfo}
        total={ledger?.totalCount ?? 0}
        noun="entry"
        plural="entries"
        onPage={paging.onPage}
      />
    </div>
  );
}
