import { Button, Form, Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { useId } from 'react';
import type { DocumentReview_DocumentFragment } from '../../__generated__/graphql';
import { approveConsequence, approveSchema, todayUtc } from './review-rules';
import { useApproveDocument } from './use-approve-document';

interface Props {
  document: DocumentReview_DocumentFragment;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

// Approve: an optional last day, and the confirmation saying what approving does.
export function ApproveDocumentDialog({ document, open, onClose, onDone }: Props) {
  const { approve } = useApproveDocument();
  const ids = useId();
  const expiryId = `${ids}-expiry`;
  const formik = useFormik({
    initialValues: { expiresOn: '' },
    validationSchema: approveSchema(),
    onSubmit: async (values) => {
      if (await approve(document.id, values.expiresOn)) onDone();
    },
  });
  const expiryError = formik.touched.expiresOn ? formik.errors.expiresOn : undefined;

  return (
    <Modal title="Approve document" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Approve document">
        <p>{approveConsequence(document, formik.values.expiresOn)}</p>
        <Form component={false} layout="vertical">
          <Form.Item
            label="Valid through (optional)"
            htmlFor={expiryId}
            validateStatus={expiryError ? 'error' : undefined}
            help={expiryError}
          >
            <Input
              id={expiryId}
              name="expiresOn"
              type="date"
              min={todayUtc()}
              value={formik.values.expiresOn}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
        </Form>
        <div className="admin-dialog__footer">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            Approve
          </Button>
        </div>
      </form>
    </Modal>
  );
}
