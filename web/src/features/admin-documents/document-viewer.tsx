import type { DocumentReview_DocumentFragment } from '../../__generated__/graphql';
import { viewerKind } from './review-rules';

// The file itself, inline: a PDF in the browser's viewer (the gateway lets the shop's own
// pages frame uploads), an image as is, anything else (Word) as a download link.
export function DocumentViewer({ document }: { document: DocumentReview_DocumentFragment }) {
  const kind = viewerKind(document);
  if (kind === 'none') return <p className="document-viewer__empty">The file has not been uploaded yet.</p>;
  if (kind === 'pdf') {
    return <iframe className="document-viewer" src={document.url!} title={`${document.fileName} (PDF)`} />;
  }
  if (kind === 'image') {
    return <img className="document-viewer document-viewer--image" src={document.url!} alt={document.fileName} />;
  }
  return (
    <p>
      <a href={document.url!} download={document.fileName}>
        Download {document.fileName}
      </a>{' '}
      (this type opens in its own application).
    </p>
  );
}
