import { DocumentReview } from '../../features/admin-documents/document-review';

// /admin/documents — the document review queue.
export default function AdminDocumentsRoute() {
  return <DocumentReview />;
}
