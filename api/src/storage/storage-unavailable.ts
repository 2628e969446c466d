import { HttpError } from '../lib/http-error';

export const STORAGE_UNAVAILABLE = 'File storage is not answering. Please try again in a few minutes.';

/**
 * The bucket could not be reached, cut the call off, or failed itself (a 5xx): a 503 the
 * client may retry, with the SDK's own error kept in `cause` for the log. What the call was
 * part of is undone or never written (docs/decisions.md#faults).
 */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE);
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}
