/**
 * An expected failure a client should see: its status becomes the HTTP status and its
 * message is shown as is. Anything else thrown is treated as a bug and masked.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
