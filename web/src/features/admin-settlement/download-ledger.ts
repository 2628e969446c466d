import { downloadFile } from '../../lib/download-file';

// The ledger's CSV, streamed by the gateway from the API at `csvPath` (lib/download-file.ts).

/** Downloads the CSV at `csvPath` as ledger.csv; throws with the server's message when refused. */
export function downloadLedger(csvPath: string): Promise<void> {
  return downloadFile(csvPath, 'ledger.csv', 'The ledger could not be exported. Please try again.');
}
