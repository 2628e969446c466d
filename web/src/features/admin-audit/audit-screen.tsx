import { Button, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { AuditActorsDocument, AuditLogCsvPathDocument } from '../../__generated__/graphql';
import { AuditLogTable } from '../../components/audit-log-table';
import { AUDIT_ACTION_LABELS } from '../../lib/audit-actions';
import { downloadFile } from '../../lib/download-file';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';
import { usePermissions } from '../../lib/staff-access';
import {
  auditFilterSchema,
  auditLogFilter,
  EMPTY_FILTER,
  filterFromParams,
  paramsFromFilter,
  type AuditFilterValues,
} from './audit-rules';
import './audit-screen.css';

const ANYONE = '';
const ANYTHING = '';

const ACTIONS = [
  { value: ANYTHING, label: 'Every action' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

type TextFilter = 'customerId' | 'groupId' | 'orderLineId' | 'from' | 'to';

// The audit log (owners: `audit.read`): every operator action that changed something,
// newest first, filtered by who, what, which customer, group or line and UTC days; the
// filter's entries as CSV.
export function AuditScreen() {
  const ids = useId();
  const message = useMessage();
  const client = useApolloClient();
  const { can } = usePermissions();
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = useMemo(() => filterFromParams(searchParams), [searchParams]);
  const filter = useMemo(() => auditLogFilter(applied), [applied]);
  const [exporting, setExporting] = useState(false);
  // Who may be chosen by name: the staff list is the Staff screen's (`staff.manage`).
  const actors = useQuery(AuditActorsDocument, { skip: !can('STAFF_MANAGE') }).data?.admin.staff ?? [];

  const formik = useFormik<AuditFilterValues>({
    initialValues: applied,
    enableReinitialize: true,
    validationSchema: auditFilterSchema,
    onSubmit: (values) => setSearchParams(paramsFromFilter(values)),
  });

  async function exportCsv() {
    setExporting(true);
    try {
      const { data } = await client.query({ query: AuditLogCsvPathDocument, variables: { filter } });
      if (!data) throw new Error('The audit log could not be exported. Please try again.');
      await downloadFile(data.admin.auditLogCsvPath, 'audit-log.csv', 'The audit log could not be exported.');
      void message.success('Exported the audit log');
    } catch (failure) {
      void message.error(errorMessage(failure, 'The audit log could not be exported. Please try again.'));
    } finally {
      setExporting(false);
    }
  }

  const textField = (name: TextFilter, label: string, type: 'text' | 'date' = 'text') => {
    const fieldError = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
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
          type={type}
          inputMode={type === 'text' ? 'numeric' : undefined}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          className="audit-screen__field"
        />
      </Form.Item>
    );
  };

  return (
    <section className="audit-screen">
      <div className="audit-screen__head">
        <h1>Audit log</h1>
        <Button type="primary" onClick={() => void exportCsv()} loading={exporting}>
          Export CSV
        </Button>
      </div>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Audit log filters" className="audit-screen__filters">
        <Form component={false} layout="vertical">
          {can('STAFF_MANAGE') && (
            <Form.Item label="Who" htmlFor={`${ids}-actor`}>
              <Select<string>
                id={`${ids}-actor`}
                value={formik.values.actorId}
                onChange={(value) => void formik.setFieldValue('actorId', value)}
                options={[
                  { value: ANYONE, label: 'Anyone' },
                  ...actors.map((member) => ({ value: member.id, label: member.email })),
                ]}
                style={{ width: 240 }}
                virtual={false}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          )}
          <Form.Item label="What" htmlFor={`${ids}-action`}>
            <Select<string>
              id={`${ids}-action`}
              value={formik.values.action}
              onChange={(value) => void formik.setFieldValue('action', value)}
              options={ACTIONS}
              style={{ width: 220 }}
              virtual={false}
            />
          </Form.Item>
          {textField('customerId', 'Customer number')}
          {textField('groupId', 'Group number')}
          {textField('orderLineId', 'Line number')}
          {textField('from', 'From', 'date')}
          {textField('to', 'To', 'date')}
        </Form>
        <div className="audit-screen__buttons">
          <Button htmlType="submit">Show</Button>
          <Button
            onClick={() => {
              formik.resetForm({ values: EMPTY_FILTER });
              setSearchParams({});
            }}
          >
            Clear filters
          </Button>
        </div>
      </form>
      <AuditLogTable filter={filter} label="Audit log entries" />
    </section>
  );
}
