import { Button, Form, Input, Modal, Select } from 'antd';
import { useFormik } from 'formik';
import { useId } from 'react';
import type { ReturnReason } from '../../__generated__/graphql';
import { mediaUrl } from '../../lib/media';
import { formatMoney } from '../../lib/money';
import { cutText } from '../../lib/text';
import type { ReturnableLine } from './returnable-line';
import { RETURN_REASONS } from '../../lib/return-reasons';
import {
  emptyReturn,
  NOTE_MAX_LENGTH,
  REASON_REQUIRED_MESSAGE,
  returnSchema,
  type ReturnFormValues,
} from './return-schema';
import { useRequestReturn } from './use-request-return';

// The same cut as the orders list the modal is opened from.
const SUMMARY_NAME_MAX = 170;

interface RequestReturnModalProps {
  line: ReturnableLine;
  open: boolean;
  onClose: () => void;
  // Called after the server accepted the request (the list reloads, docs/product.md#screens).
  onReturned: () => void;
}

// docs/product.md#screens 'Request Return modal': product summary, reason, optional details with a live
// counter, Cancel and Submit. Submit stays disabled, with 'Please select a return reason',
// until a reason is chosen (docs/product.md#validation-rules).
export function RequestReturnModal({ line, open, onClose, onReturned }: RequestReturnModalProps) {
  const requestReturn = useRequestReturn();
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const reasonHintId = `${ids}-reason-hint`;
  const noteId = `${ids}-note`;
  const counterId = `${ids}-counter`;

  const formik = useFormik<ReturnFormValues>({
    initialValues: emptyReturn,
    validationSchema: returnSchema,
    onSubmit: async (values) => {
      if (values.reason === '') return;
      const done = await requestReturn({
        orderId: line.orderId,
        orderLineId: line.orderLineId,
        groupId: line.groupId,
        reason: values.reason,
        note: values.note,
      });
      if (!done) return;
      onClose();
      onReturned();
    },
  });

  const reason = formik.values.reason === '' ? undefined : formik.values.reason;
  const noReason = reason === undefined;
  const noteError = formik.touched.note ? formik.errors.note : undefined;

  return (
    <Modal title="Request Return" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <form className="return-form" onSubmit={formik.handleSubmit} noValidate aria-label="Request Return">
        <div className="return-summary">
          {line.productImage ? (
            <img src={mediaUrl(line.productImage)} alt="" width={64} height={64} decoding="async" />
          ) : (
            <span className="return-summary__image--empty" aria-hidden="true" />
          )}
          <div className="return-summary__text">
            <p className="return-summary__name">{cutText(line.productName, SUMMARY_NAME_MAX)}</p>
            <p className="return-summary__meta">
              Order ID #{line.orderId} · Quantity {line.quantity} · Total {formatMoney(line.total)}
            </p>
          </div>
        </div>

        <Form component={false} layout="vertical" requiredMark={false}>
          <Form.Item
            label="Return reason"
            htmlFor={reasonId}
            validateStatus={noReason && formik.touched.reason ? 'error' : undefined}
            help={noReason ? <span id={reasonHintId}>{REASON_REQUIRED_MESSAGE}</span> : undefined}
          >
            <Select<ReturnReason>
              id={reasonId}
              placeholder="Select a reason"
              value={reason}
              options={RETURN_REASONS.map((reason) => ({ value: reason.value, label: reason.label }))}
              onChange={(value) => void formik.setFieldValue('reason', value)}
              onBlur={() => void formik.setFieldTouched('reason', true)}
              aria-describedby={noReason ? reasonHintId : undefined}
              virtual={false}
            />
          </Form.Item>

          <Form.Item
            label="Details (optional)"
            htmlFor={noteId}
            validateStatus={noteError ? 'error' : undefined}
            help={noteError}
            extra={
              <span id={counterId} className="return-form__counter">
                {formik.values.note.length}/{NOTE_MAX_LENGTH} characters
              </span>
            }
          >
            <Input.TextArea
              id={noteId}
              name="note"
              rows={4}
              maxLength={NOTE_MAX_LENGTH}
              value={formik.values.note}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-describedby={counterId}
            />
          </Form.Item>
        </Form>

        <div className="return-form__footer">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="primary"
            htmlType="submit"
            disabled={noReason}
            loading={formik.isSubmitting}
            aria-describedby={noReason ? reasonHintId : undefined}
          >
            Submit
          </Button>
        </div>
      </form>
    </Modal>
  );
}
