import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useRef } from 'react';
import { DOCUMENT_ACCEPT, FILE_TYPE_NOT_SUPPORTED, isSupportedDocument } from '../../lib/file-upload';

// Spec §8, verbatim: a picked file has been read into the form.
export const FILE_PICKED_MESSAGE = 'File Uploaded Successfully';

interface DocumentPickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  error?: string;
}

// A pdf/doc/docx picker whose files stay in the form until the update announces them and
// answers their upload URLs. A file of another type is kept, so the field shows the
// schema's format message, and toasted 'File type not supported' (spec §5). The button
// opens the (hidden) file input, so there is one control to tab to.
export function DocumentPicker({ label, files, onChange, multiple = false, disabled, error }: DocumentPickerProps) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);

  const pick = (list: FileList | null) => {
    const batch = Array.from(list ?? []);
    if (batch.length === 0) return;
    onChange(multiple ? [...files, ...batch] : batch.slice(0, 1));
    if (batch.every(isSupportedDocument)) void message.success(FILE_PICKED_MESSAGE);
    else void message.error(FILE_TYPE_NOT_SUPPORTED);
  };

  return (
    <div className="document-picker">
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={DOCUMENT_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          pick(event.target.files);
          // The same file can be picked again after removing it.
          event.target.value = '';
        }}
      />
      <Button
        icon={<UploadOutlined />}
        disabled={disabled}
        danger={Boolean(error)}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {files.length > 0 && (
        <ul className="document-picker__files">
          {files.map((file, index) => (
            <li
              key={`${index}-${file.name}`}
              className={isSupportedDocument(file) ? 'document-picker__file' : 'document-picker__file is-invalid'}
            >
              <PaperClipOutlined aria-hidden />
              <span className="document-picker__name">{file.name}</span>
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="document-picker__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
