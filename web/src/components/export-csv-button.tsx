import { Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../lib/download-file';
import { errorMessage } from '../lib/error-message';
import { useMessage } from '../lib/message';

type ExportCsvButtonProps = {
  /** Asks the gateway for the CSV's path of the filter on screen (a GraphQL field). */
  csvPath: () => Promise<string | undefined>;
  /** The file the browser saves, e.g. order-lines.csv. */
  fileName: string;
  /** What is exported, in the toasts: "the order lines". */
  what: string;
};

// A console list's "Export CSV" (issue 39): the list of the filter on screen, every row
// (not the page), streamed by the gateway from the API at the path its GraphQL field
// answers, saved under `fileName` (lib/download-file.ts), as the audit log's export.
export function ExportCsvButton({ csvPath, fileName, what }: ExportCsvButtonProps) {
  const message = useMessage();
  const [exporting, setExporting] = useState(false);
  const failure = `${what.charAt(0).toUpperCase()}${what.slice(1)} could not be exported. Please try again.`;

  async function exportCsv() {
    setExporting(true);
    try {
      const path = await csvPath();
      if (!path) throw new Error(failure);
      await downloadFile(path, fileName, failure);
      void message.success(`Exported ${what}`);
    } catch (error) {
      void message.error(errorMessage(error, failure));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button onClick={() => void exportCsv()} loading={exporting}>
      Export CSV
    </Button>
  );
}
