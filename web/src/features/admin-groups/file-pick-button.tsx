import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';

interface Props {
  /** The input's `accept` list (the API checks the bytes again). */
  accept: string;
  /** The hidden input's accessible name, e.g. 'Picture file'. */
  inputLabel: string;
  /** The visible button's text, e.g. 'Upload a picture'. */
  buttonText: string;
  busy?: boolean;
  /** Why the last chosen file was refused, shown under the button; null when none. */
  typeError: string | null;
  onFile: (file: File) => void;
}

// The console's "choose a file" control for a group's pictures and documents: a button
// opening the browser's file dialog, and the refusal of a wrong file type under it. The
// input is cleared after each choice, so choosing the same file again still reports it.
export function FilePickButton({ accept, inputLabel, buttonText, busy, typeError, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {buttonText}
      </Button>
      {typeError && (
        <p className="price-levels__error" role="alert">
          {typeError}
        </p>
      )}
    </>
  );
}
