import { Button, Modal } from 'antd';
import { useFormik } from 'formik';
import { object } from 'yup';
import type { ReturnTable_OrderLineFragment } from '../../__generated__/graphql';
import { ReasonField } from '../../components/reason-field';
import {
  ACTION_LABELS,
  actionConsequence,
  DECLINE_REASON_MAX_LENGTH,
  declineSchema,
  type ReturnAction,
} from './return-rules';
import { useReturnAction } from './use-return-action';

interface Props {
  line: ReturnTable_OrderLineFragment;
  action: ReturnAction;
  onClose: () => void;
}

// The confirmation of a return step: what it does, and for a decline the buyer's reason.
export function ReturnActionDialog({ line, action, onClose }: Props) {
  const run = useReturnAction();
  const declining = action === 'DECLINE';
  const title = `${ACTION_LABELS[action]}: return of line #${line.id}`;
  const formik = useFormik({
    initialValues: { reason: '' },
    validationSchema: declining ? declineSchema : object({}),
    onSubmit: async (values) => {
      if (await run(line.id, action, values.reason)) onClose();
    },
  });

  return (
    <Modal title={title} open onCancel={onClose} footer={null} destroyOnHidden>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <p>{actionConsequence(line, action)}</p>
        {declining && (
          <ReasonField label="Reason for the buyer" maxLength={DECLINE_REASON_MAX_LENGTH} formik={formik} />
        )}
        <div className="admin-dialog__footer">
          <Button onClick={onClose}>Back</Button>
          <Button type="primary" danger={declining} htmlType="submit" loading={formik.isSubmitting}>
            {ACTION_LABELS[action]}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
