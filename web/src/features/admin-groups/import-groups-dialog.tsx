import { useMutation } from '@apollo/client/react';
import { ImportGroupsDocument } from '../../__generated__/graphql';
import { CsvImportDialog, type ImportAnswer } from '../../components/csv-import-dialog';

// The Groups screen's "Import CSV" (issue 39): a season's groups with their price levels,
// checked row by row by the create dialog's rules, then written all at once or not at all
// (docs/decisions.md "CSV imports").

const COLUMNS = [
  { name: 'category', holds: 'a category name as the category filter lists it, or its number' },
  { name: 'product_name', holds: 'the product name' },
  { name: 'description', holds: 'the description (quote it when it holds commas or line breaks)' },
  { name: 'price', holds: 'the list price in dollars, e.g. 49.99' },
  { name: 'shipping', holds: 'shipping per unit in whole dollars' },
  { name: 'max_quantity', holds: 'the maximum units the group sells' },
  { name: 'end_date', holds: 'when sales end, ISO-8601 with time, e.g. 2027-03-31T23:59:00Z (UTC)' },
  { name: 'supplier_street, supplier_city, supplier_state', holds: 'the supplier’s address' },
  { name: 'supplier_zip', holds: 'the supplier’s 5-digit ZIP code: the centre of the delivery area' },
  { name: 'radius_miles', holds: 'the delivery radius in miles, above 0 and at most 100' },
  {
    name: 'levels',
    holds: 'the price levels as units:price pairs, semicolon-separated, e.g. 50:44.99;150:39.99;300:35.00',
  },
];

/** A sample whose groups would open today: sales end a month from now. */
function sampleCsv(): string {
  const ends = `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T23:59:00Z`;
  return [
    'category,product_name,description,price,shipping,max_quantity,end_date,supplier_street,supplier_city,supplier_state,supplier_zip,radius_miles,levels',
    `Audio,JBL Go 4 Speaker,"Pocket speaker, 7 hours of play",49.99,5,300,${ends},3300 McKinney Ave,Dallas,TX,75204,40,50:44.99;150:39.99;300:35.00`,
    `Cookware,Cast Iron Skillet 12 in,Pre-seasoned skillet.,39.00,7,200,${ends},500 Congress Ave,Austin,TX,78701,30,100:34.00;200:31.50`,
  ].join('\n');
}

export function ImportGroupsDialog({ onClose }: { onClose: () => void }) {
  const [mutate] = useMutation(ImportGroupsDocument, {
    // The lists now hold new groups: read again when next shown.
    update(cache, { data }) {
      if (!data?.admin.importGroups.applied) return;
      cache.evict({ id: cache.identify({ __typename: 'AdminQuery' }), fieldName: 'groups' });
      cache.gc();
    },
  });

  async function send(csv: string, apply: boolean): Promise<ImportAnswer> {
    const { data } = await mutate({ variables: { csv, apply } });
    if (!data) throw new Error('The file could not be imported. Please try again.');
    const answer = data.admin.importGroups;
    return {
      ...answer,
      rows: answer.rows.map((row) => ({
        row: row.row,
        subject: row.productName ?? '',
        error: row.error ?? null,
        outcome: row.groupId ? `Created group #${row.groupId}` : undefined,
      })),
    };
  }

  return (
    <CsvImportDialog
      title="Import groups from CSV"
      columns={COLUMNS}
      sample={{ fileName: 'groups-sample.csv', text: sampleCsv() }}
      subjectTitle="Product"
      allOrNothing
      applyLabel={(count) => `Import ${count} ${count === 1 ? 'group' : 'groups'}`}
      send={send}
      onClose={onClose}
    />
  );
}
