// What every media answer says, from disk or from the bucket.

// An SVG is a document that can carry script: never sniffed as anything else, and
// opened on its own it runs nothing and loads nothing (an <img> is unaffected).
export const MEDIA_SAFETY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};
