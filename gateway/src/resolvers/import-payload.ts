// A CSV import's answer (the groups' and the tracking numbers'), as GraphQL words it: the
// API's report with its counts renamed, and each row as the import's own resolver maps it.

type ImportReport<Row> = { applied: boolean; ok_rows: number; error_rows: number; rows: Row[] };

/** The payload of an import mutation from the API's answer; `row` maps one row of the report. */
export function importPayload<Row, Mapped>(
  answer: { message: string; data: ImportReport<Row> },
  row: (each: Row) => Mapped,
) {
  const { applied, ok_rows, error_rows, rows } = answer.data;
  return { message: answer.message, applied, okCount: ok_rows, errorCount: error_rows, rows: rows.map(row) };
}
