// The document types customers may upload (pdf, doc, docx) and how to recognise each
// by its content: the declared type and the file name come from the client and are
// never trusted on their own.

export const DOCUMENT_MIME_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;

export type DocumentMimeType = keyof typeof DOCUMENT_MIME_TYPES;

export function isDocumentMimeType(value: string): value is DocumentMimeType {
  return Object.hasOwn(DOCUMENT_MIME_TYPES, value);
}

const PDF = Buffer.from('%PDF-', 'latin1');
// The OLE2 compound file header of a legacy Word document.
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// A zip local file header; a .docx is a zip whose entries live under word/.
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** True when the bytes are really a file of the declared document type. */
export function contentMatchesType(content: Buffer, mimeType: string): boolean {
  if (!isDocumentMimeType(mimeType)) return false;
  switch (DOCUMENT_MIME_TYPES[mimeType]) {
    case 'pdf':
      return content.subarray(0, PDF.length).equals(PDF);
    case 'doc':
      return content.subarray(0, OLE2.length).equals(OLE2);
    case 'docx':
      // Entry names are stored uncompressed in the local headers, so 'word/' is visible.
      return content.subarray(0, ZIP.length).equals(ZIP) && content.includes('word/', 0, 'latin1');
  }
}
