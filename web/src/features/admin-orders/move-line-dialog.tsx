import { Button, Form, Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { useId } from 'react';
import { object } from 'yup';
import type { OrderLineTable_OrderLineFragment } from '../../__generated__/graphql';
import { MOVE_TITLES, moveConsequence, shipSchema, TRACKING_MAX_LENGTH, type OrderMove } from './line-rules';
import { useMoveOrderLine } from './use-move-order-line';

interface Props {
  line: OrderLineTable_OrderLineFragment;
  move: OrderMove;
  onClose: () => void;
}

// The confirmation of a move: what it does, and for shipping the carrier and tracking number.
export function MoveLineDialog({ line, move, onClose }: Props) {
  const moveLine = useMoveOrderLine();
  const ids = useId();
  const shipping = move === 'SHIPPING';
  const formik = useFormik({
    initialValues: { trackingCompany: '', trackingNumber: '' },
    validationSchema: shipping ? shipSchema : object({}),
    onSubmit: async (values) => {
      if (await moveLine(line.id, move, shipping ? values : undefined)) onClose();
    },
  });
  const field = (name: 'trackingCompany' | 'trackingNumber', label: string) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return (
      <Form.Item label={label} htmlFor={`${ids}-${name}`} validateStatus={error ? 'error' : undefined} help={error}>
        <Input
          id={`${ids}-${name}`}
          name={name}
          maxLength={TRACKING_MAX_LENGTH}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
    );
  };

  return (
    <Modal title={MOVE_TITLES[move]} open onCancel={onClose} footer={null} destroyOnHidden>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={MOVE_TITLES[move]}>
        <p>{moveConsequence(line, move)}</p>
        {shipping && (
          <Form component={false} layout="vertical">
            {field('trackingCompany', 'Carrier')}
            {field('trackingNumber', 'Tracking number')}
          </Form>
        )}
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
