import { Alert, Button, Drawer, Segmented, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  AdminDocumentsDocument,
  type DocumentReview_DocumentFragment,
  type DocumentStatus,
} from '../../__generated__/graphql';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { ApproveDocumentDialog } from './approve-document-dialog';
import { DocumentViewer } from './document-viewer';
import { RejectDocumentDialog } from './reject-document-dialog';
import { canDecide, kindLabel, STATUS_FILTERS, STATUS_LABELS } from './review-rules';
import './document-review.css';
import { AdminPager } from '../../components/admin-pager';
import { useAdminPaging } from '../../lib/admin-paging';

type Filter = DocumentStatus | 'ALL';
type Doc = DocumentReview_DocumentFragment;

// The Documents screen: customers' documents by review state (pending first), a page at a
// time; a row opens the review panel with the file inline and the decisions.
export function DocumentReview() {
  const [filter, setFilter] = useState<Filter>('PENDING');
  const paging = useAdminPaging();
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);

  const { data, previousData, loading, error } = useQuery(AdminDocumentsDocument, {
    variables: { status: filter === 'ALL' ? null : filter, ...paging.variables },
    fetchPolicy: 'cache-and-network',
  });
  const documents = (data ?? previousData)?.admin.documents;
  // The open document is read from the list's rows: an action's answer updates it there.
  const [open, setOpen] = useState<Doc | null>(null);
  const shown = documents?.nodes.find((doc) => doc.id === openId) ?? open;

  const columns: TableProps<Doc>['columns'] = [
    {
      title: 'Customer',
      key: 'customer',
      render: (_, doc) => (
        <>
          <div>{doc.customerName}</div>
          <div className="document-review__muted">{doc.customerEmail}</div>
        </>
      ),
    },
    { title: 'Kind', dataIndex: 'kind', render: (kind: string) => kindLabel(kind) },
    { title: 'File', dataIndex: 'fileName', ellipsis: true },
    { title: 'Uploaded', dataIndex: 'createdAt', render: (value: string) => formatDate(value), responsive: ['lg'] },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: DocumentStatus) => (
        <Tag className={`review-status review-status--${status.toLowerCase()}`}>{STATUS_LABELS[status]}</Tag>
      ),
    },
    {
      title: 'Tax-exempt now',
      dataIndex: 'customerTaxExempt',
      render: (exempt: boolean) => (exempt ? 'Yes' : 'No'),
      responsive: ['lg'],
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, doc) => (
        <Button
          onClick={() => {
            setOpenId(doc.id);
            setOpen(doc);
          }}
          aria-label={`Review ${doc.fileName} of ${doc.customerName}`}
        >
          Review
        </Button>
      ),
    },
  ];

  const closePanel = () => {
    setOpenId(null);
    setOpen(null);
    setDialog(null);
  };

  return (
    <section className="document-review">
      <h1>Documents</h1>
      <Segmented<Filter>
        aria-label="Review state"
        options={STATUS_FILTERS.map((option) => ({ value: option.value, label: option.label }))}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          paging.reset();
        }}
      />
      {error && !documents && <Alert type="error" showIcon title={errorMessage(error)} />}
      <Table<Doc>
        className="document-review__table"
        rowKey="id"
        columns={columns}
        dataSource={documents?.nodes ?? []}
        loading={loading && !documents}
        locale={{ emptyText: 'No documents here.' }}
        pagination={false}
        scroll={{ x: 640 }}
      />
      <AdminPager
        pageInfo={documents?.pageInfo}
        total={documents?.totalCount ?? 0}
        noun="document"
        onPage={paging.onPage}
      />
      <Drawer
        title={shown ? `${kindLabel(shown.kind)}: ${shown.fileName}` : 'Document'}
        open={shown !== null}
        onClose={closePanel}
        size="min(760px, 100vw)"
        destroyOnHidden
      >
        {shown && (
          <div className="document-review__panel">
            <dl className="document-review__facts">
              <dt>Customer</dt>
              <dd>
                {shown.customerName} ({shown.customerEmail})
              </dd>
              <dt>Status</dt>
              <dd>
                {STATUS_LABELS[shown.status]}
                {shown.rejectionReason ? `: ${shown.rejectionReason}` : ''}
                {shown.expiresAt ? ` (valid through ${formatDate(shown.expiresAt)})` : ''}
              </dd>
              <dt>Tax-exempt now</dt>
              <dd>{shown.customerTaxExempt ? 'Yes' : 'No'}</dd>
            </dl>
            {canDecide(shown) && (
              <Space className="document-review__actions">
                <Button type="primary" onClick={() => setDialog('approve')}>
                  Approve…
                </Button>
                <Button danger onClick={() => setDialog('reject')}>
                  Reject…
                </Button>
              </Space>
            )}
            <DocumentViewer document={shown} />
            <ApproveDocumentDialog
              document={shown}
              open={dialog === 'approve'}
              onClose={() => setDialog(null)}
              onDone={closePanel}
            />
            <RejectDocumentDialog
              document={shown}
              open={dialog === 'reject'}
              onClose={() => setDialog(null)}
              onDone={closePanel}
            />
          </div>
        )}
      </Drawer>
    </section>
  );
}
