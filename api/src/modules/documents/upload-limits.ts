// The refusal for a file over UPLOAD_MAX_BYTES, said the same whichever way the file came in.

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const tooLargeMessage = (maxBytes: number) => `File is too large. The maximum size is ${megabytes(maxBytes)}.`;

export const describeLimit = megabytes;
