import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ChangeEvent } from 'react';
import { DOCUMENT_ACCEPT, FILE_TYPE_NOT_SUPPORTED, isSupportedDocument } from '../lib/file-upload';
import './document-picker.css';
import { FormField, fieldMessageId } from './form-field';
import { useFormField } from './use-form-field';
import { useMessage } from '../lib/message';

// Said when every picked file is a pdf, doc or docx and has been read into the form.
const FILE_PICKED_MESSAGE = 'File Uploaded Successfully';

interface DocumentPickerProps {
  /** The Formik field holding the chosen files (File[]). */
  name: string;
  /** The button's text; it also names the file input. */
  action: string;
  /** A field label above the button, when the form labels its fields. */
  label?: string;
  /** Several files (other documents), or one that a new choice replaces (tax document). */
  multiple?: boolean;
  disabled?: boolean;
}

/**
 * The one picker of customer documents (sign-up and profile). Every picked file goes into
 * the field, a file of another type too: the toast says 'File type not supported', the
 * file is marked, and the field's rule (lib/validation/documents.ts) says why the form
 * cannot be sent until it is removed. The native file input stays in the page (visually
 * hidden) under the button-styled label, so keyboards, screen readers and browser tests
 * reach it by its name.
 */
export function DocumentPicker({ name, action, label, multiple = false, disabled }: DocumentPickerProps) {
  const { field, helpers, id, error, fieldProps } = useFormField<File[]>(name, label);
  const message = useMessage();
  const files = field.value ?? [];

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    if (chosen.length === 0) return;
    // Touched first without validating: validation then runs once, on the new files
    // (Formik's setTouched would validate the values of the last render).
    void helpers.setTouched(true, false);
    void helpers.setValue(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
    if (chosen.every(isSupportedDocument)) void message.success(FILE_PICKED_MESSAGE);
    else void message.error(FILE_TYPE_NOT_SUPPORTED);
  };

  const remove = (index: number) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(files.filter((_, at) => at !== index));
  };

  return (
    <FormField {...fieldProps}>
      <div>
        <input
          id={id}
          className="document-picker__input"
          type="file"
          accept={DOCUMENT_ACCEPT}
          multiple={multiple}
          disabled={disabled}
          onChange={choose}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-hint ${fieldMessageId(id)}` : `${id}-hint`}
        />
        <label htmlFor={id} className="document-picker__button">
          <UploadOutlined aria-hidden="true" />
          {action}
        </label>
        <p id={`${id}-hint`} className="document-picker__hint">
          pdf, doc or docx
        </p>
        {files.length > 0 && (
          <ul className="document-picker__files" aria-label={`${action}: chosen`}>
            {files.map((file, index) => (
              <li
                key={`${index}-${file.name}`}
                className={isSupportedDocument(file) ? 'document-picker__file' : 'document-picker__file is-invalid'}
              >
                <PaperClipOutlined aria-hidden="true" />
                <span className="document-picker__name" title={file.name}>
                  {file.name}
                </span>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => remove(index)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </FormField>
  );
}
