// What every media answer says, from disk or from the bucket.

// An SVG is a document that can carry script: never sniffed as anything else, and
// opened on its own it runs nothing and loads nothing (an <img> is unaffected).
export const MEDIA_SAFETY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

export const MEDIA_ROUTE_DESCRIPTION =
  'Product images (SVG) and documents (PDF) of the seeded catalogue, e.g. `GET /api/media/groups/7-1.svg`. ' +
  'Answers carry `Cache-Control: public, max-age=3600` and an ETag. 404 (in the common shape) for a path ' +
  'that does not exist, a folder, or any path with a `..` segment; paths cannot leave the media folder. ' +
  'The gateway serves the same files at `/media/*`.';
