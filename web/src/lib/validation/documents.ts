import { array, mixed } from 'yup';
import { isSupportedDocument } from '../file-upload';

export const DOCUMENT_REQUIRED_MESSAGE = 'A file is required';
const DOCUMENT_FORMAT_MESSAGE = 'We only support pdf, doc & docx format for this file upload.';

/**
 * Files chosen in a DocumentPicker: each a pdf, doc or docx (docs/product.md). A file of
 * another type stays in the list, so this message says why the form cannot be sent.
 */
export function documentFilesRule() {
  return array(mixed<File>().defined())
    .default([])
    .test('document-format', DOCUMENT_FORMAT_MESSAGE, (files) => (files ?? []).every(isSupportedDocument));
}
