import { Button, Modal } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object } from 'yup';
import { BULK_LABELS, bulkMoveConsequence, shipSchema, type BulkMove } from './line-rules';
import { TrackingFields } from './tracking-fields';
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
          {shipping && <TrackingFields formik={formik} />}
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
