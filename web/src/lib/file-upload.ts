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

/** How much of a file has gone up: bytes sent of the file's bytes. */
export type UploadProgress = { loaded: number; total: number };

const MEGABYTE = 1_000_000;
const megabytes = (bytes: number) => `${(bytes / MEGABYTE).toFixed(1)} MB`;

/** What a person reads while a file goes up: "Uploading… 3.2 MB of 9.8 MB" (decimal megabytes, one decimal). */
export function uploadProgressText({ loaded, total }: UploadProgress): string {
  return `Uploading… ${megabytes(Math.min(loaded, total))} of ${megabytes(total)}`;
}

/** The percentage of an upload for antd's Progress (whole percents, 0 for an empty file). */
export const uploadPercent = ({ loaded, total }: UploadProgress) =>
  total > 0 ? Math.min(100, Math.floor((loaded * 100) / total)) : 0;

/**
 * Several files going up together as one progress: a callback for each file, and the sum
 * of their bytes heard by `onProgress` (a sign-up's or a profile's documents, shown as one bar).
 */
export function combinedProgress(
  files: readonly File[],
  onProgress: (progress: UploadProgress) => void,
): ((progress: UploadProgress) => void)[] {
  const loaded = files.map(() => 0);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return files.map((_file, i) => (progress: UploadProgress) => {
    loaded[i] = progress.loaded;
    onProgress({ loaded: loaded.reduce((sum, bytes) => sum + bytes, 0), total });
  });
}

const connectionFailure = (file: File) =>
  new Error(`Could not upload ${file.name}. Please check your connection and try again.`);

/** The refusal's message: the API answers `{ status, message }`, written for shoppers. */
function refusal(file: File, status: number, body: unknown): Error {
  const message = body && typeof body === 'object' && 'message' in body ? String(body.message) : '';
  return new Error(message ? `${file.name}: ${message}` : `Could not upload ${file.name} (HTTP ${status}).`);
}

/**
 * PUTs the file's bytes with XMLHttpRequest, whose upload events say how many bytes have
 * gone (fetch cannot report an upload's progress): `onProgress` hears each step.
 */
function putWithProgress(file: File, uploadUrl: string, onProgress: (progress: UploadProgress) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadUrl);
    request.setRequestHeader('Content-Type', documentInputOf(file).mimeType);
    request.responseType = 'text';
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: file.size });
    request.onerror = () => reject(connectionFailure(file));
    request.onabort = () => reject(connectionFailure(file));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve();
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      reject(refusal(file, request.status, body));
    };
    onProgress({ loaded: 0, total: file.size });
    request.send(file);
  });
}

/**
 * PUTs the file's bytes, with its type, to its signed upload URL; throws on any refusal.
 * With `onProgress` (a screen that shows the bytes going up) it goes by XMLHttpRequest;
 * without, by fetch.
 */
export async function putFileToUploadUrl(
  file: File,
  uploadUrl: string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<void> {
  if (onProgress) return putWithProgress(file, uploadUrl, onProgress);
  let response: Response;
  try {
    response = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': documentInputOf(file).mimeType },
      body: file,
    });
  } catch {
    throw connectionFailure(file);
  }
  if (response.ok) return;
  throw refusal(file, response.status, await response.json().catch(() => null));
}
