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
  // Declared under the client's own key, so the OpenAPI document names the field the
  // client sends (and a body with any other is refused, lib/unknown-fields.ts).
  const shape = { mime_type: mimeType, [nameField]: requiredString(nameField, 255) } as {
    mime_type: typeof mimeType;
  } & Record<typeof nameField, ReturnType<typeof requiredString>>;
  return z
    .object(shape, { error: `${nameField} is required` })
    .transform((file): DocumentFile => ({ mime_type: file.mime_type as DocumentMimeType, file_name: file[nameField] }));
}

/** A list of files, or one file on its own (clients send the tax document either way); null means none. */
export function documentList(field: string, nameField: 'file_name' | 'doc_filename') {
  const file = documentFile(nameField);
  return z.preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z.array(file).max(MAX_FILES_PER_REQUEST, `${field} must have at most ${MAX_FILES_PER_REQUEST} files`),
  );
}
