import { z } from 'zod';
import { requiredString } from '../../lib/fields';
import { isDocumentMimeType, type DocumentMimeType } from './file-type';

// A document announced by the client before it uploads the bytes: its type and name.
// Sign-up names the file `file_name`, the profile update `doc_filename` (as the product rules have it).

const MAX_FILES_PER_REQUEST = 10;

export type DocumentFile = { mime_type: DocumentMimeType; file_name: string };

const mimeType = z
  .string({ error: 'File type not supported' })
  .refine((value) => isDocumentMimeType(value), 'File type not supported');

function documentFile(nameField: 'file_name' | 'doc_filename') {
  const record = (v: unknown) => v as Record<string, unknown>;
  return z
    .preprocess(
      // The name arrives under either key; the message still names the client's field.
      (v) => (v && typeof v === 'object' ? { mime_type: record(v).mime_type, name: record(v)[nameField] } : v),
      z.object({ mime_type: mimeType, name: requiredString(nameField, 255) }, { error: `${nameField} is required` }),
    )
    .transform((file): DocumentFile => ({ mime_type: file.mime_type as DocumentMimeType, file_name: file.name }));
}

/** A list of files, or one file on its own (clients send the tax document either way); null means none. */
export function documentList(field: string, nameField: 'file_name' | 'doc_filename') {
  const file = documentFile(nameField);
  return z.preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z.array(file).max(MAX_FILES_PER_REQUEST, `${field} must have at most ${MAX_FILES_PER_REQUEST} files`),
  );
}
