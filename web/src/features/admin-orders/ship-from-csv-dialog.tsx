import { useMutation } from '@apollo/client/react';
import { ImportTrackingDocument } from '../../__generated__/graphql';
import { CsvImportDialog, type ImportAnswer } from '../../components/csv-import-dialog';

// The Orders screen's "Ship from CSV" (issue 39): a carrier's file of tracking numbers
// ships its lines, each on its own as the ship dialog would (its buyer mailed), so a line
// cancelled or shipped meanwhile is refused in its row and the others still ship
// (docs/decisions.md "CSV imports").

const COLUMNS = [
  { name: 'order_line_id', holds: 'the line number (the # column of this screen, or the exported CSV)' },
  { name: 'tracking_company_name', holds: 'the carrier, e.g. UPS' },
  { name: 'tracking_number', holds: 'the tracking number' },
];

const SAMPLE = [
  'order_line_id,tracking_company_name,tracking_number',
  '1042,UPS,1Z999AA10123456784',
  '1043,USPS,9400111899223197428490',
].join('\n');

export function ShipFromCsvDialog({ onClose }: { onClose: () => void }) {
  const [mutate] = useMutation(ImportTrackingDocument, {
    // Shipped lines left the lists they were in: read them again when next shown.
    update(cache, { data }) {
      if (!data?.admin.importTracking.applied) return;
      cache.evict({ id: cache.identify({ __typename: 'AdminQuery' }), fieldName: 'orderLines' });
      cache.gc();
    },
  });

  async function send(csv: string, apply: boolean): Promise<ImportAnswer> {
    const { data } = await mutate({ variables: { csv, apply } });
    if (!data) throw new Error('The file could not be imported. Please try again.');
    const answer = data.admin.importTracking;
    return {
      ...answer,
      rows: answer.rows.map((row) => ({
        row: row.row,
        subject: [
          row.orderLineId ? `Line #${row.orderLineId}` : '',
          [row.trackingCompany, row.trackingNumber].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(': '),
        error: row.error ?? null,
        outcome: row.shipped ? 'Shipped' : undefined,
      })),
    };
  }

  return (
    <CsvImportDialog
      title="Ship from CSV"
      columns={COLUMNS}
      sample={{ fileName: 'tracking-sample.csv', text: SAMPLE }}
      subjectTitle="Order line"
      allOrNothing={false}
      applyLabel={(count) => `Ship ${count} ${count === 1 ? 'line' : 'lines'}`}
      send={send}
      onClose={onClose}
    />
  );
}
