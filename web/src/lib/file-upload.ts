// Customer documents (tax exemption and other documents): the types the file pickers take
// (docs/product.md#documents: pdf, doc, docx) and the upload of a file's bytes to the signed URL the server
// answered for it. The URL is under the gateway's /uploads/, which streams the body to the
// API (the API checks signature, content against the declared type, and size), or, when
// the shop keeps files in object storage, a presigned URL of the bucket whose signature
// covers the content type (the API checks the file after it arrives; docs/decisions.md#files).

export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx';

export const FILE_TYPE_NOT_SUPPORTED = 'File type not supported';

// The API accepts exactly these types and checks the bytes against them.
const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * A pdf, doc or docx by its name; a type the browser declares must agree with the name.
 * Some systems declare no type (or a generic one) for Word files, so those go by name.
 */
export function isSupportedDocument(file: File): boolean {
  const expected = MIME_BY_EXTENSION[extensionOf(file.name)];
  if (!expected) return false;
  return file.type === '' || file.type === 'application/octet-stream' || file.type === expected;
}

/** The announcement of a file the server answers an upload URL for. */
export function documentInputOf(file: File): { mimeType: string; fileName: string } {
  const byName = MIME_BY_EXTENSION[extensionOf(file.name)];
  const declared = file.type && file.type !== 'application/octet-stream' ? file.type : '';
  return { mimeType: declared || byName || 'application/octet-stream', fileName: file.name };
}

/** PUTs the file's bytes, with its type, to its signed upload URL; throws on any refusal. */
export async function putFileToUploadUrl(file: File, uploadUrl: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': documentInputOf(file).mimeType },
      body: file,
    });
  } catch {
    throw new Error(`Could not upload ${file.name}. Please check your connection and try again.`);
  }
  if (response.ok) return;
  // The API answers `{ status, message }`; the message is written for shoppers.
  const message = await response
    .json()
    .then((body: unknown) => (body && typeof body === 'object' && 'message' in body ? String(body.message) : ''))
    .catch(() => '');
  throw new Error(message ? `${file.name}: ${message}` : `Could not upload ${file.name} (HTTP ${response.status}).`);
}
