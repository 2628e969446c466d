import { Button, Modal } from 'antd';
import { useFormik } from 'formik';
import { object } from 'yup';
import type { OrderLineTable_OrderLineFragment } from '../../__generated__/graphql';
import { MOVE_TITLES, moveConsequence, shipSchema, type OrderMove } from './line-rules';
import { TrackingFields } from './tracking-fields';
import { useMoveOrderLine } from './use-move-order-line';

interface Props {
  line: OrderLineTable_OrderLineFragment;
  move: OrderMove;
  onClose: () => void;
}

// The confirmation of a move: what it does, and for shipping the carrier and tracking number.
export function MoveLineDialog({ line, move, onClose }: Props) {
  const moveLine = useMoveOrderLine();
  const shipping = move === 'SHIPPING';
  const formik = useFormik({
    initialValues: { trackingCompany: '', trackingNumber: '' },
    validationSchema: shipping ? shipSchema : object({}),
    onSubmit: async (values) => {
      if (await moveLine(line.id, move, shipping ? values : undefined)) onClose();
    },
  });

  return (
    <Modal title={MOVE_TITLES[move]} open onCancel={onClose} footer={null} destroyOnHidden>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={MOVE_TITLES[move]}>
        <p>{moveConsequence(line, move)}</p>
        {shipping && <TrackingFields formik={formik} />}
        <div className="admin-dialog__footer">
          <Button onClick={onClose}>Back</Button>
          <Button type="primary" danger={move === 'CANCELLED'} htmlType="submit" loading={formik.isSubmitting}>
            {move === 'SHIPPING' ? 'Ship' : move === 'COMPLETED' ? 'Mark delivered' : 'Cancel and refund'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
