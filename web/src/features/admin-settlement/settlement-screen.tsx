import { Alert, Button, Card, Form, Input, Modal, Table } from 'antd';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SettlementRunsDocument, type SettlementRunsQuery } from '../../__generated__/graphql';
import { AdminPager } from '../../components/admin-pager';
import { useAdminPaging } from '../../lib/admin-paging';
import { usePermissions } from '../../lib/staff-access';
import { errorMessage } from '../../lib/error-message';
import { formatMoney, type MoneyAmount } from '../../lib/money';
import { DisputesPanel } from './disputes-panel';
import { LedgerPanel } from './ledger-panel';
import { oneGroupSchema, runConsequence, startedByText } from './settlement-rules';
import { StripeEventsPanel } from './stripe-events-panel';
import { SettlementProgress } from './settlement-progress';
import { useRunSettlement } from './use-run-settlement';
import './settlement-screen.css';

type Run = SettlementRunsQuery['admin']['settlementRuns']['nodes'][number];

// The Settlement screen: run it now for every ended group or for one group (closed now),
// each confirmed; the runs kept with what they closed, settled and refunded; the ledger,
// with Stripe's webhook events and the disputes they recorded. Each part shows only to a
// role that holds its permission (runs: settlement.run; ledger; Stripe's records).
export function SettlementScreen() {
  const { can } = usePermissions();
  const runs = can('SETTLEMENT_RUN');
  return (
    <section className="settlement-screen">
      <h1>Settlement</h1>
      {runs && <SettlementRuns />}
      {can('LEDGER_READ') && (
        <>
          <h2>Ledger</h2>
          <LedgerPanel />
        </>
      )}
      {/* Stripe's side of the ledger (docs/decisions.md "Stripe webhooks"): empty with the sandbox. */}
      {can('PAYMENTS_READ') && (
        <>
          <h2>Stripe events</h2>
          <StripeEventsPanel />
          <h2>Disputes</h2>
          <DisputesPanel />
        </>
      )}
    </section>
  );
}

// Run settlement now (every ended group, or one group) and the runs kept.
function SettlementRuns() {
  const run = useRunSettlement();
  const ids = useId();
  const groupFieldId = `${ids}-group`;
  const [confirming, setConfirming] = useState<{ groupId: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const runsPaging = useAdminPaging();
  const runsQuery = useQuery(SettlementRunsDocument, {
    variables: runsPaging.variables,
    fetchPolicy: 'cache-and-network',
  });
  const kept = (runsQuery.data ?? runsQuery.previousData)?.admin.settlementRuns;

  const formik = useFormik({
    initialValues: { groupId: '' },
    validationSchema: oneGroupSchema,
    onSubmit: (values) => setConfirming({ groupId: values.groupId.trim() }),
  });
  const groupError = formik.touched.groupId ? formik.errors.groupId : undefined;

  async function confirmRun() {
    if (!confirming) return;
    setBusy(true);
    const started = await run.start(confirming.groupId);
    setBusy(false);
    if (!started) return;
    runsPaging.reset();
    setConfirming(null);
    if (confirming.groupId) formik.resetForm();
  }

  return (
    <>
      <div className="settlement-screen__cards">
        <Card title="Every ended group">
          <p>Closes groups whose end date passed and settles the lines of every closed group.</p>
          <Button type="primary" onClick={() => setConfirming({ groupId: null })}>
            Run settlement now…
          </Button>
        </Card>
        <Card title="One group">
          <form onSubmit={formik.handleSubmit} noValidate aria-label="Settle one group">
            <Form component={false} layout="vertical">
              <Form.Item
                label="Group number"
                htmlFor={groupFieldId}
                validateStatus={groupError ? 'error' : undefined}
                help={groupError}
              >
                <Input
                  id={groupFieldId}
                  name="groupId"
                  inputMode="numeric"
                  value={formik.values.groupId}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
              </Form.Item>
            </Form>
            <Button htmlType="submit">Close and settle…</Button>
          </form>
        </Card>
      </div>
      <SettlementProgress run={run.run} />
      <h2>Recent runs</h2>
      {runsQuery.error && !kept && <Alert type="error" showIcon title={errorMessage(runsQuery.error)} />}
      {/* The region scrolls sideways on a narrow screen, reachable by keyboard (it holds no link or button). */}
      <div className="settlement-screen__scroll" role="region" aria-label="Recent runs" tabIndex={0}>
        <Table<Run>
          rowKey="id"
          dataSource={kept?.nodes ?? []}
          loading={runsQuery.loading && !kept}
          pagination={false}
          locale={{ emptyText: 'No settlement run has closed or settled anything yet.' }}
          columns={[
            { title: 'When', dataIndex: 'ranAt', render: (value: string) => new Date(value).toLocaleString('en-US') },
            { title: 'Started by', key: 'startedBy', render: (_value: unknown, row: Run) => startedByText(row) },
            {
              title: 'Scope',
              dataIndex: 'groupId',
              render: (groupId: string | null) => (groupId ? `Group #${groupId}` : 'Every ended group'),
            },
            { title: 'Groups closed', dataIndex: 'groupsClosed' },
            { title: 'Lines settled', dataIndex: 'linesSettled' },
            { title: 'Refunded', dataIndex: 'refundedAmount', render: (value: MoneyAmount) => formatMoney(value) },
            {
              title: 'Outcome',
              key: 'outcome',
              // A run still going (started from a console, issue 39) has no outcome yet.
              render: (_value: unknown, row: Run) =>
                row.running ? 'Running…' : row.error ? `Stopped: ${row.error}` : 'Finished',
              responsive: ['lg'],
            },
          ]}
        />
      </div>
      <AdminPager pageInfo={kept?.pageInfo} total={kept?.totalCount ?? 0} noun="run" onPage={runsPaging.onPage} />
      <Modal
        title={confirming?.groupId ? `Close and settle group #${confirming.groupId}` : 'Run settlement'}
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onOk={() => void confirmRun()}
        okText={confirming?.groupId ? 'Close and settle' : 'Run settlement'}
        cancelText="Back"
        confirmLoading={busy}
        destroyOnHidden
      >
        <p>{confirming ? runConsequence(confirming.groupId) : ''}</p>
      </Modal>
    </>
  );
}
