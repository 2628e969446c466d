import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Form } from 'antd';
import { useField } from 'formik';
import { useId, type ChangeEvent } from 'react';
import { DOCUMENT_ACCEPT, FILE_TYPE_NOT_SUPPORTED, isSupportedDocument } from '../lib/file-upload';
import './document-picker.css';

interface DocumentPickerProps {
  // The Formik field holding the chosen files (File[]).
  name: string;
  label: string;
  // Several files (other documents) or one that a new choice replaces (tax document).
  multiple?: boolean;
}

// A document field for pdf, doc and docx files (spec §5): other types are refused with
// 'File type not supported'; each chosen file is listed with a button removing it. The
// native file input stays in the page (visually hidden), so keyboards, screen readers
// and browser tests reach it by its label.
export function DocumentPicker({ name, label, multiple = false }: DocumentPickerProps) {
  const [field, meta, helpers] = useField<File[]>(name);
  const { message } = App.useApp();
  const id = useId();
  const files = field.value ?? [];
  const error = meta.touched && meta.error ? String(meta.error) : undefined;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    const supported = chosen.filter(isSupportedDocument);
    if (supported.length < chosen.length) void message.error(FILE_TYPE_NOT_SUPPORTED);
    if (supported.length === 0) return;
    void helpers.setValue(multiple ? [...files, ...supported] : supported.slice(0, 1));
    void helpers.setTouched(true, false);
  };

  const remove = (index: number) => {
    void helpers.setValue(files.filter((_, at) => at !== index));
    void helpers.setTouched(true);
  };

  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <div>
        <input
          id={id}
          className="document-picker__input"
          type="file"
          accept={DOCUMENT_ACCEPT}
          multiple={multiple}
          onChange={choose}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={id} className="document-picker__button">
          <UploadOutlined aria-hidden="true" />
          {multiple ? 'Choose files' : 'Choose file'}
        </label>
        <p id={`${id}-hint`} className="document-picker__hint">
          pdf, doc or docx
        </p>
        {files.length > 0 && (
          <ul className="document-picker__files" aria-label={`${label} chosen`}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className="document-picker__file">
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
    </Form.Item>
  );
}
