import type { Transaction } from 'kysely';
import { lockCustomerRow } from '../../db/row-lock';
import type { Database } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { countCustomerDocuments } from './documents.repository';

/** The per-customer caps of docs/decisions.md "Document caps". */
export type DocumentCaps = {
  documentsMaxPerCustomer: number;
  uploadUrlsMaxOpen: number;
  uploadUrlTtlMinutes: number;
};

/**
 * Refuses (409, naming the cap) to announce `adding` more files when the customer would
 * then keep more documents, or hold more open upload URLs, than the caps allow. Called in
 * the transaction that announces them, after that transaction's own deletions; the
 * customer's row lock makes two requests at once count each other.
 */
export async function assertDocumentRoom(
  trx: Transaction<Database>,
  caps: DocumentCaps,
  customerId: number,
  adding: number,
  now: Date,
): Promise<void> {
  if (adding === 0) return;
  await lockCustomerRow(trx, customerId);
  const openSince = new Date(now.getTime() - caps.uploadUrlTtlMinutes * 60_000).toISOString();
  const { kept, open } = await countCustomerDocuments(trx, customerId, openSince);
  if (kept + open + adding > caps.documentsMaxPerCustomer) {
    throw new HttpError(
      409,
      `You can keep at most ${caps.documentsMaxPerCustomer} documents; you have ${kept + open}. ` +
        'Delete some before adding more.',
    );
  }
  if (open + adding > caps.uploadUrlsMaxOpen) {
    throw new HttpError(
      409,
      `At most ${caps.uploadUrlsMaxOpen} documents can wait for their upload at once; ${open} are waiting. ` +
        `Upload those, or try again after ${caps.uploadUrlTtlMinutes} minutes.`,
    );
  }
}
