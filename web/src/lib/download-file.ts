import { getToken } from './session';

// The console's CSV exports (the ledger, the audit log) are files, not GraphQL answers: the
// gateway streams each from the API at a path the GraphQL answer gives, for the staff
// member's token (sent as a header, never in a URL, so it stays out of logs and history).
// The browser then saves it under `fileName`.

/** Downloads the file at `path` as `fileName`; throws with the server's message (or `failure`) when refused. */
export async function downloadFile(path: string, fileName: string, failure: string): Promise<void> {
  const token = getToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? failure);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
