import { Button, Modal } from 'antd';
import { useFormik } from 'formik';
import type { DocumentReview_DocumentFragment } from '../../__generated__/graphql';
import { ReasonField } from '../../components/reason-field';
import { REASON_MAX_LENGTH, rejectConsequence, rejectSchema } from './review-rules';
import { useRejectDocument } from './use-reject-document';

interface Props {
  document: DocumentReview_DocumentFragment;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

// Reject: a reason the customer reads on their profile, and the confirmation.
export function RejectDocumentDialog({ document, open, onClose, onDone }: Props) {
  const { reject } = useRejectDocument();
  const formik = useFormik({
    initialValues: { reason: '' },
    validationSchema: rejectSchema,
    onSubmit: async (values) => {
      if (await reject(document.id, values.reason)) onDone();
    },
  });

  return (
    <Modal title="Reject document" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Reject document">
        <p>{rejectConsequence(document)}</p>
        <ReasonField label="Reason" maxLength={REASON_MAX_LENGTH} formik={formik} />
        <div className="admin-dialog__footer">
          <Button onClick={onClose}>Cancel</Button>
          <Button danger type="primary" htmlType="submit" loading={formik.isSubmitting}>
            Reject
          </Button>
        </div>
      </form>
    </Modal>
  );
}
