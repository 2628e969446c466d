import { DeleteOutlined, FileTextOutlined, InfoCircleOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import type { DocumentList_DocumentsFragment } from '../../__generated__/graphql';
import { canDeleteDocument } from './document-rules';

interface DocumentListProps {
  documents: ReadonlyArray<DocumentList_DocumentsFragment>;
  // False while an expiration message stands in for the statuses (docs/product.md#order-line-statuses).
  showStatuses: boolean;
  // Marks a document for deletion with the next update; approved ones offer no delete.
  onDelete?: (doc: DocumentList_DocumentsFragment) => void;
}

// The customer's documents: name (a download link once the file is stored), review status
// and a delete button while the document is not approved.
export function DocumentList({ documents, showStatuses, onDelete }: DocumentListProps) {
  if (documents.length === 0) return null;
  return (
    <ul className="document-list">
      {documents.map((doc) => (
        <li key={doc.id} className="document-list__item">
          <FileTextOutlined aria-hidden className="document-list__icon" />
          {doc.url ? (
            <a className="document-list__name" href={doc.url} target="_blank" rel="noreferrer">
              {doc.fileName}
            </a>
          ) : (
            <span className="document-list__name">{doc.fileName}</span>
          )}
          {showStatuses && <DocumentStatus doc={doc} />}
          {onDelete && canDeleteDocument(doc) && (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${doc.fileName}`}
              onClick={() => onDelete(doc)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function DocumentStatus({ doc }: { doc: DocumentList_DocumentsFragment }) {
  if (doc.status === 'APPROVED') {
    return (
      <Tag icon={<LockOutlined />} className="document-list__status document-list__status--approved">
        Approved
      </Tag>
    );
  }
  if (doc.status === 'REJECTED') {
    // The reason shows on hover and on keyboard focus.
    return (
      <Tooltip title={doc.rejectionReason || 'No reason given'} trigger={['hover', 'focus']}>
        <Tag
          icon={<InfoCircleOutlined />}
          className="document-list__status document-list__status--rejected"
          tabIndex={0}
        >
          Rejected
        </Tag>
      </Tooltip>
    );
  }
  return <Tag className="document-list__status document-list__status--pending">Pending</Tag>;
}
