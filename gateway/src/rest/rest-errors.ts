/** The API answered with a non-2xx status; `message` and `data` are the API's own. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** The API could not be reached or did not answer within the configured timeout. */
export class UpstreamUnavailableError extends Error {
  constructor(readonly reason: string) {
    super('The shop service is unavailable. Please try again shortly.');
    this.name = 'UpstreamUnavailableError';
  }
}
