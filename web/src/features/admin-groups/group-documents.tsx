import { FileTextOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { AdminGroupFieldsFragment } from '../../__generated__/graphql';
import { UploadProgress } from '../../components/upload-progress';
import type { UploadProgress as Bytes } from '../../lib/file-upload';
import { mediaUrl } from '../../lib/media';
import { FilePickButton } from './file-pick-button';
import { documentNameError, isGroupDocumentFile } from './group-document-rules';
import { useGroupActions } from './use-group-actions';

/** The document type the API takes (it checks the bytes too). */
const GROUP_DOCUMENT_ACCEPT = 'application/pdf,.pdf';
const GROUP_DOCUMENT_TYPE_MESSAGE = 'Choose a PDF document';

interface Props {
  group: AdminGroupFieldsFragment;
  /** The staff member may add and remove documents (`groups.write`). */
  editable: boolean;
}

type Document = AdminGroupFieldsFragment['documents'][number];

// A group's product documents (spec sheets, manuals) that shoppers open on the group's
// page: each PDF is named, uploaded to a signed URL (use-group-actions.ts), and removable
// after a confirmation.
export function GroupDocuments({ group, editable }: Props) {
  const { uploadDocument, removeDocument } = useGroupActions();
  const [chosen, setChosen] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Bytes | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Document | null>(null);
  const nameError = documentNameError(name);

  function choose(file: File) {
    if (!isGroupDocumentFile(file)) {
      setTypeError(GROUP_DOCUMENT_TYPE_MESSAGE);
      return;
    }
    setTypeError(null);
    setName(file.name);
    setNameTouched(false);
    setChosen(file);
  }

  async function upload() {
    setNameTouched(true);
    if (!chosen || nameError) return;
    setBusy(true);
    const added = await uploadDocument(group.id, chosen, name.trim(), setProgress);
    setBusy(false);
    setProgress(null);
    if (added) setChosen(null);
  }

  return (
    <div>
      {group.documents.length === 0 ? (
        <p>No documents yet.</p>
      ) : (
        <ul className="group-page__documents">
          {group.documents.map((document) => (
            <li key={document.url}>
              <a href={mediaUrl(document.url)} target="_blank" rel="noopener noreferrer">
                <FileTextOutlined aria-hidden="true" /> {document.fileName}
              </a>
              {editable && (
                <Button size="small" danger onClick={() => setRemoving(document)}>
                  Remove “{document.fileName}”…
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <FilePickButton
          accept={GROUP_DOCUMENT_ACCEPT}
          inputLabel="Document file"
          buttonText="Upload a document"
          typeError={typeError}
          onFile={choose}
        />
      )}
      <Modal
        title="Add this document?"
        open={chosen !== null}
        okText="Upload document"
        okButtonProps={{ loading: busy }}
        cancelText="Back"
        onCancel={() => setChosen(null)}
        onOk={() => void upload()}
        destroyOnHidden
      >
        <p>Shoppers can open it on “{group.productName}” under this name.</p>
        <Form layout="vertical" aria-label="Document name" onFinish={() => void upload()}>
          <Form.Item
            label="Name shoppers see"
            htmlFor="group-document-name"
            validateStatus={nameTouched && nameError ? 'error' : undefined}
            help={nameTouched && nameError ? nameError : undefined}
          >
            <Input
              id="group-document-name"
              value={name}
              maxLength={200}
              onChange={(event) => {
                setName(event.target.value);
                setNameTouched(true);
              }}
            />
          </Form.Item>
        </Form>
        <UploadProgress progress={progress} />
      </Modal>
      <Modal
        title="Remove this document?"
        open={removing !== null}
        okText="Remove document"
        okButtonProps={{ danger: true }}
        cancelText="Back"
        onCancel={() => setRemoving(null)}
        onOk={async () => {
          if (removing) await removeDocument(group.id, removing.url);
          setRemoving(null);
        }}
      >
        <p>
          Shoppers no longer see “{removing?.fileName}” on “{group.productName}”.
        </p>
      </Modal>
    </div>
  );
}
