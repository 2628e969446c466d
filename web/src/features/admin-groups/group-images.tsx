import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { AdminGroupFieldsFragment } from '../../__generated__/graphql';
import { UploadProgress } from '../../components/upload-progress';
import type { UploadProgress as Bytes } from '../../lib/file-upload';
import { mediaUrl } from '../../lib/media';
import { FilePickButton } from './file-pick-button';
import { useGroupActions } from './use-group-actions';

/** The picture types the API takes (it checks the bytes too). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
export const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP picture';

interface Props {
  group: AdminGroupFieldsFragment;
  /** The staff member may add and remove pictures (`groups.write`). */
  editable: boolean;
  onChanged: () => void;
}

// A group's pictures: each uploaded to a signed URL (use-group-actions.ts), each
// removable after a confirmation.
export function GroupImages({ group, editable, onChanged }: Props) {
  const { uploadImage, removeImage } = useGroupActions();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Bytes | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  async function upload(file: File) {
    if (!IMAGE_ACCEPT.split(',').includes(file.type)) {
      setTypeError(IMAGE_TYPE_MESSAGE);
      return;
    }
    setTypeError(null);
    setBusy(true);
    if (await uploadImage(group.id, file, setProgress)) onChanged();
    setBusy(false);
    setProgress(null);
  }

  return (
    <div>
      <div className="group-page__images">
        {group.images.length === 0 && <p>No pictures yet.</p>}
        {group.images.map((image, index) => (
          <figure key={image}>
            <img src={mediaUrl(image)} alt={`${group.productName}, picture ${index + 1}`} />
            {editable && (
              <Button size="small" danger onClick={() => setRemoving(image)}>
                Remove picture {index + 1}…
              </Button>
            )}
          </figure>
        ))}
      </div>
      {editable && (
        <FilePickButton
          accept={IMAGE_ACCEPT}
          inputLabel="Picture file"
          buttonText="Upload a picture"
          busy={busy}
          typeError={typeError}
          onFile={(file) => void upload(file)}
        />
      )}
      <UploadProgress progress={progress} />
      <Modal
        title="Remove this picture?"
        open={removing !== null}
        okText="Remove picture"
        okButtonProps={{ danger: true }}
        cancelText="Back"
        onCancel={() => setRemoving(null)}
        onOk={async () => {
          if (removing && (await removeImage(group.id, removing))) onChanged();
          setRemoving(null);
        }}
      >
        <p>Shoppers no longer see it on “{group.productName}”.</p>
      </Modal>
    </div>
  );
}
