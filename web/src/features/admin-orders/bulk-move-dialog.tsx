import { Button, Form, Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { object } from 'yup';
import { BULK_LABELS, bulkMoveConsequence, shipSchema, TRACKING_MAX_LENGTH, type BulkMove } from './line-rules';
import { useMoveOrderLines, type BulkMoveResults } from './use-move-order-lines';

interface Props {
  ids: string[];
  move: BulkMove;
  /** Called with the ids that moved (to clear them from the selection) when the dialog closes. */
  onClose: (moved: string[]) => void;
}

// The confirmation of a bulk move: what it does, for shipping the carrier and tracking
// number, then each line's result as the server gave it.
export function BulkMoveDialog({ ids, move, onClose }: Props) {
  const moveLines = useMoveOrderLines();
  const fieldIds = useId();
  const shipping = move === 'SHIPPING';
  const [results, setResults] = useState<BulkMoveResults | null>(null);
  const formik = useFormik({
    initialValues: { trackingCompany: '', trackingNumber: '' },
    validationSchema: shipping ? shipSchema : object({}),
    onSubmit: async (values) => setResults(await moveLines(ids, move, shipping ? values : undefined)),
  });
  const moved = results?.results.filter((result) => result.ok).map((result) => result.id) ?? [];
  const close = () => onClose(moved);
  const title = BULK_LABELS[move].replace('…', '');
  const field = (name: 'trackingCompany' | 'trackingNumber', label: string) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return (
      <Form.Item
        label={label}
        htmlFor={`${fieldIds}-${name}`}
        validateStatus={error ? 'error' : undefined}
        help={error}
      >
        <Input
          id={`${fieldIds}-${name}`}
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
    <Modal title={title} open onCancel={close} footer={null} destroyOnHidden>
      {results ? (
        <>
          <p>{results.message}</p>
          <ul aria-label="Results per line" className="bulk-move__results">
            {results.results.map((result) => (
              <li key={result.id}>
                Line #{result.id}: {result.message}
              </li>
            ))}
          </ul>
          <div className="admin-dialog__footer">
            <Button type="primary" onClick={close}>
              Done
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={formik.handleSubmit} noValidate aria-label={title}>
          <p>{bulkMoveConsequence(ids.length, move)}</p>
          {shipping && (
            <Form component={false} layout="vertical">
              {field('trackingCompany', 'Carrier')}
              {field('trackingNumber', 'Tracking number')}
            </Form>
          )}
          <div className="admin-dialog__footer">
            <Button onClick={close}>Back</Button>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              {shipping ? `Ship ${ids.length}` : `Mark ${ids.length} delivered`}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
