import { Alert, Table, type TableProps } from 'antd';
import { useQuery } from '@apollo/client/react';
import { AuditLogDocument, type AuditLog_EntryFragment, type AuditLogFilter } from '../__generated__/graphql';
import { useAdminPaging } from '../lib/admin-paging';
import { auditActionLabel, auditFields } from '../lib/audit-actions';
import { errorMessage } from '../lib/error-message';
import { AdminPager } from './admin-pager';
import './audit-log-table.css';

type Entry = AuditLog_EntryFragment;

interface Props {
  /** Which entries: the audit screen's filters, or one group's, line's or customer's. */
  filter: AuditLogFilter;
  /** What the table is called, for screen readers ("Audit log of group #12"). */
  label: string;
  /** Fewer columns, for a page's history panel (the subject is the page's own). */
  compact?: boolean;
}

const when = (value: string) => new Date(value).toLocaleString('en-US');

/** One entry's fields before and after, shown when its row is opened. */
function EntryChanges({ entry }: { entry: Entry }) {
  const before = auditFields(entry.before);
  const after = auditFields(entry.after);
  if (!before && !after) return <p className="audit-log__none">No fields recorded.</p>;
  return (
    <div className="audit-log__changes">
      <div>
        <h3>Before</h3>
        <pre>{before ?? '—'}</pre>
      </div>
      <div>
        <h3>After</h3>
        <pre>{after ?? '—'}</pre>
      </div>
    </div>
  );
}

/**
 * The audit log as a console table, newest first, a page at a time by cursor (like every
 * console list): when, who, what happened in a sentence, the action and the address; a
 * row opens to the fields before and after. The audit screen gives it the operator's
 * filters; a group's, a line's and a customer's page their own id.
 */
export function AuditLogTable(props: Props) {
  // A new filter starts at its first page: a cursor pages only the list that answered it.
  return <AuditLogPages key={JSON.stringify(props.filter)} {...props} />;
}

function AuditLogPages({ filter, label, compact = false }: Props) {
  const paging = useAdminPaging();
  const { data, previousData, loading, error } = useQuery(AuditLogDocument, {
    variables: { filter, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const log = (data ?? previousData)?.admin.auditLog;

  const columns: TableProps<Entry>['columns'] = [
    { title: 'When', dataIndex: 'at', render: when, width: 190 },
    { title: 'Who', dataIndex: 'actorEmail', ellipsis: true, width: compact ? 180 : 220 },
    { title: 'What', dataIndex: 'summary' },
    ...(compact
      ? []
      : [
          { title: 'Action', dataIndex: 'action', render: auditActionLabel, responsive: ['lg'] },
          { title: 'IP', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—', responsive: ['xl'] },
        ]),
  ] as TableProps<Entry>['columns'];

  return (
    <div className="audit-log">
      {error && !log && <Alert type="error" showIcon title={errorMessage(error)} />}
      <div className="audit-log__scroll" role="region" aria-label={label} tabIndex={0}>
        <Table<Entry>
          rowKey="id"
          size={compact ? 'small' : 'middle'}
          columns={columns}
          dataSource={log?.nodes ?? []}
          loading={loading && !log}
          locale={{ emptyText: 'Nothing recorded here.' }}
          pagination={false}
          expandable={{
            expandedRowRender: (entry) => <EntryChanges entry={entry} />,
            // Named per row: "Show the fields of entry …".
            expandIcon: ({ expanded, onExpand, record }) => (
              <button
                type="button"
                className="audit-log__expand"
                aria-expanded={expanded}
                aria-label={`${expanded ? 'Hide' : 'Show'} the fields before and after: ${record.summary}`}
                onClick={(event) => onExpand(record, event)}
              >
                {expanded ? '−' : '+'}
              </button>
            ),
          }}
        />
      </div>
      <AdminPager
        pageInfo={log?.pageInfo}
        total={log?.totalCount ?? 0}
        noun="entry"
        plural="entries"
        onPage={paging.onPage}
      />
    </div>
  );
}
