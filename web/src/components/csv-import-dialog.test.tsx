import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from '../test/render';
import { CsvImportDialog, type ImportAnswer } from './csv-import-dialog';

// The CSV import dialog as an operator uses it: a file picked, the dry run's row by row
// result, Apply held back while an all-or-nothing file has a bad row, then what happened.

jest.setTimeout(60_000);

const CSV = 'name\nA\nB';

function answer(apply: boolean, errors: (string | null)[]): ImportAnswer {
  const bad = errors.filter(Boolean).length;
  return {
    message: apply ? `${errors.length - bad} imported` : `${bad} rows with errors`,
    applied: apply,
    okCount: errors.length - bad,
    errorCount: bad,
    rows: errors.map((error, i) => ({
      row: i + 2,
      subject: `Thing ${i + 1}`,
      error,
      outcome: apply && !error ? `Created #${i + 1}` : undefined,
    })),
  };
}

function renderDialog(send: jest.Mock, allOrNothing: boolean) {
  render(
    <TestProviders>
      <CsvImportDialog
        title="Import things"
        columns={[{ name: 'name', holds: 'the name' }]}
        sample={{ fileName: 'sample.csv', text: CSV }}
        subjectTitle="Thing"
        allOrNothing={allOrNothing}
        applyLabel={(count) => `Import ${count} things`}
        send={send}
        onClose={() => {}}
      />
    </TestProviders>,
  );
}

async function pick(text = CSV) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await userEvent.upload(input, new File([text], 'things.csv', { type: 'text/csv' }));
}

test('an all-or-nothing file with a bad row: every row shown, Apply disabled, nothing sent for real', async () => {
  const send = jest.fn().mockResolvedValue(answer(false, [null, 'price must be an amount in dollars']));
  renderDialog(send, true);
  expect(screen.getByRole('link', { name: 'Download a sample file' })).toHaveAttribute('download', 'sample.csv');
  await pick();
  expect(await screen.findByText('1 rows with errors')).toBeInTheDocument();
  expect(send).toHaveBeenCalledWith(CSV, false);
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'RowThingResult',
    '2Thing 1OK',
    '3Thing 2Errorprice must be an amount in dollars',
  ]);
  expect(screen.getByText(/Nothing is imported while any row has an error/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import 1 things' })).toBeDisabled();
  expect(send).toHaveBeenCalledTimes(1);
});

test('a good file is applied after its dry run, and each row’s outcome is shown', async () => {
  const send = jest
    .fn()
    .mockResolvedValueOnce(answer(false, [null, null]))
    .mockResolvedValueOnce(answer(true, [null, null]));
  renderDialog(send, true);
  await pick();
  await userEvent.click(await screen.findByRole('button', { name: 'Import 2 things' }));
  expect(await screen.findByText('2 imported')).toBeInTheDocument();
  expect(send).toHaveBeenLastCalledWith(CSV, true);
  expect(screen.getByText('Created #1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
});

test('rows applied one by one: Apply is offered for the good rows despite a bad one', async () => {
  const send = jest.fn().mockResolvedValue(answer(false, [null, 'Order line not found']));
  renderDialog(send, false);
  await pick();
  expect(await screen.findByRole('button', { name: 'Import 1 things' })).toBeEnabled();
  expect(screen.getByText(/rows with an error are skipped/)).toBeInTheDocument();
});

test('a file refused whole shows why', async () => {
  const send = jest.fn().mockRejectedValue(new Error('csv lacks the column levels'));
  renderDialog(send, true);
  await pick();
  expect(await screen.findByText('csv lacks the column levels')).toBeInTheDocument();
});
