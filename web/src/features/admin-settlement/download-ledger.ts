import { getToken } from '../../lib/session';

// The ledger's CSV is a file, not a GraphQL answer: the gateway streams it from the API
// at `csvPath` for the admin's token (sent as a header, never in a URL, so it stays out
// of logs and history). The browser then saves it as ledger.csv.

/** Downloads the CSV at `csvPath`; throws with the server's message when refused. */
export async function downloadLedger(csvPath: string): Promise<void> {
  const token = getToken();
  const response = await fetch(csvPath, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? 'The ledger could not be exported. Please try again.');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'ledger.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
