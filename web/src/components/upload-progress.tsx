import { uploadPercent, uploadProgressText, type UploadProgress as Bytes } from '../lib/file-upload';
import './upload-progress.css';

// A file going up (issue 39): a bar and "Uploading… 3.2 MB of 9.8 MB", announced politely
// to a screen reader as it changes. Shown while an upload that reports its bytes
// (lib/file-upload.ts `putFileToUploadUrl` with `onProgress`) runs; nothing otherwise. A
// bar of its own, as the group cards' (features/catalog): antd's Progress brought its
// Tooltip with it, 13 KB of the dashboard's scripts for one line of colour.
export function UploadProgress({ progress }: { progress: Bytes | null }) {
  if (!progress) return null;
  const text = uploadProgressText(progress);
  const percent = uploadPercent(progress);
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__bar"
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="upload-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p role="status" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
