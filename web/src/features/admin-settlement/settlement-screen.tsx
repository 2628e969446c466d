import { Button, Card, Form, Input, Modal, Table } from 'antd';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { formatMoney } from '../../lib/money';
import { oneGroupSchema, runConsequence } from './settlement-rules';
import { useRunSettlement, type SettlementResult } from './use-run-settlement';
import './settlement-screen.css';

type Run = SettlementResult & { key: number; scope: string; at: string };

// The Settlement screen: run it now for every ended group or for one group (closed now),
// each confirmed; the runs of this visit with what they closed, settled and refunded.
export function SettlementScreen() {
  const run = useRunSettlement();
  const ids = useId();
  const groupFieldId = `${ids}-group`;
  const [confirming, setConfirming] = useState<{ groupId: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [runs, setRuns] = useState<Run[]>([]);

  const formik = useFormik({
    initialValues: { groupId: '' },
    validationSchema: oneGroupSchema,
    onSubmit: (values) => setConfirming({ groupId: values.groupId.trim() }),
  });
  const groupError = formik.touched.groupId ? formik.errors.groupId : undefined;

  async function confirmRun() {
    if (!confirming) return;
    setBusy(true);
    const result = await run(confirming.groupId);
    setBusy(false);
    if (!result) return;
    const scope = confirming.groupId ? `Group #${confirming.groupId}` : 'Every ended group';
    setRuns((before) => [{ ...result, key: Date.now(), scope, at: new Date().toLocaleTimeString() }, ...before]);
    setConfirming(null);
    if (confirming.groupId) formik.resetForm();
  }

  return (
    <section className="settlement-screen">
      <h1>Settlement</h1>
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
      <h2>Runs</h2>
      <Table<Run>
        rowKey="key"
        dataSource={runs}
        pagination={false}
        locale={{ emptyText: 'No run yet in this visit.' }}
        columns={[
          { title: 'When', dataIndex: 'at' },
          { title: 'Scope', dataIndex: 'scope' },
          { title: 'Groups closed', dataIndex: 'groupsClosed' },
          { title: 'Lines settled', dataIndex: 'linesSettled' },
          { title: 'Refunded', dataIndex: 'refundedAmount', render: (value: number) => formatMoney(value) },
        ]}
      />
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
    </section>
  );
}
