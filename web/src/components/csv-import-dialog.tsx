import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Tag, Upload, type TableProps } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../lib/error-message';
import './csv-import-dialog.css';

/** One row of the file as the dialog shows it: its number, what it is about, and its result. */
export type ImportRow = { row: number; subject: string; error: string | null; outcome?: string };
export type ImportAnswer = {
  message: string;
  applied: boolean;
  okCount: number;
  errorCount: number;
  rows: ImportRow[];
};

type Props = {
  title: string;
  /** The columns the file has, each with what it holds (shown above the file picker). */
  columns: { name: string; holds: string }[];
  /** A small file with those columns, offered for download as a start. */
  sample: { fileName: string; text: string };
  /** The heading of the rows' subject column ("Product", "Order line"). */
  subjectTitle: string;
  /**
   * true: the whole file is written or nothing, so Apply waits until every row is good;
   * false: each row is applied on its own, so the good rows may go while others are refused.
   */
  allOrNothing: boolean;
  /** The Apply button's text for this many good rows ("Import 20 groups"). */
  applyLabel: (okCount: number) => string;
  /** Sends the file: a dry run (apply false) or the import; throws the refusal of a file not taken. */
  send: (csv: string, apply: boolean) => Promise<ImportAnswer>;
  onClose: () => void;
};

/** A picked file's text (FileReader: every browser the console supports, and jsdom, has it). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

type Step = { kind: 'pick' } | { kind: 'checked' | 'applied'; csv: string; fileName: string; answer: ImportAnswer };

// A CSV import (issue 39): pick a file, see the dry run's result for every row (nothing is
// written yet), then apply it and see what happened to each row.
export function CsvImportDialog({
  title,
  columns,
  sample,
  subjectTitle,
  allOrNothing,
  applyLabel,
  send,
  onClose,
}: Props) {
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(csv: string, fileName: string, apply: boolean) {
    setBusy(true);
    setError(null);
    try {
      const answer = await send(csv, apply);
      setStep({ kind: apply ? 'applied' : 'checked', csv, fileName, answer });
    } catch (failure) {
      setError(errorMessage(failure, 'The file could not be imported. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const rowColumns: NonNullable<TableProps<ImportRow>['columns']> = [
    { title: 'Row', dataIndex: 'row', width: 64 },
    { title: subjectTitle, dataIndex: 'subject', ellipsis: true },
    {
      title: 'Result',
      key: 'result',
      render: (_, row) =>
        row.error ? (
          <span className="csv-import__error">
            <Tag className="csv-import__tag csv-import__tag--error">Error</Tag>
            {row.error}
          </span>
        ) : (
          <Tag className="csv-import__tag csv-import__tag--ok">{row.outcome ?? 'OK'}</Tag>
        ),
    },
  ];

  const answer = step.kind === 'pick' ? null : step.answer;
  const blocked = allOrNothing && (answer?.errorCount ?? 0) > 0;
  const sampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(sample.text)}`;

  const footer =
    step.kind === 'checked' ? (
      <Space>
        <Button onClick={() => setStep({ kind: 'pick' })}>Choose another file</Button>
        <Button
          type="primary"
          loading={busy}
          disabled={blocked || step.answer.okCount === 0}
          onClick={() => void run(step.csv, step.fileName, true)}
        >
          {applyLabel(step.answer.okCount)}
        </Button>
      </Space>
    ) : (
      <Button onClick={onClose}>{step.kind === 'applied' ? 'Done' : 'Cancel'}</Button>
    );

  return (
    <Modal title={title} open onCancel={onClose} footer={footer} width={820} destroyOnHidden>
      {step.kind === 'pick' ? (
        <div className="csv-import__pick">
          <p>
            The first row names the columns (any order). Nothing is written until you have seen every row’s result and
            chosen to apply.
          </p>
          <ul className="csv-import__columns" aria-label="Columns">
            {columns.map((column) => (
              <li key={column.name}>
                <code>{column.name}</code>: {column.holds}
              </li>
            ))}
          </ul>
          <p className="csv-import__limits">
            At most 1,000 rows and 500 KB.{' '}
            <a href={sampleHref} download={sample.fileName}>
              Download a sample file
            </a>
          </p>
          <Upload
            accept=".csv,text/csv"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              readText(file).then(
                (text) => run(text, file.name, false),
                () => setError('The file could not be read. Please choose it again.'),
              );
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              Choose a CSV file
            </Button>
          </Upload>
        </div>
      ) : (
        <div className="csv-import__result">
          <p className="csv-import__file">{step.fileName}</p>
          <Alert
            type={step.answer.errorCount === 0 ? 'success' : step.kind === 'applied' ? 'warning' : 'error'}
            showIcon
            title={step.answer.message}
            description={
              step.kind === 'checked'
                ? allOrNothing
                  ? step.answer.errorCount > 0
                    ? 'Nothing is imported while any row has an error: fix the file and choose it again.'
                    : 'Dry run: nothing is written yet. The whole file is imported at once, or nothing.'
                  : 'Dry run: nothing is written yet. Each row is applied on its own; rows with an error are skipped.'
                : undefined
            }
          />
          <Table<ImportRow>
            rowKey="row"
            size="small"
            columns={rowColumns}
            dataSource={step.answer.rows}
            pagination={step.answer.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            aria-label="Rows of the file"
          />
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} className="csv-import__refusal" />}
    </Modal>
  );
}
