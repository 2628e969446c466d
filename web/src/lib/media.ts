// Image and document paths from the API are served under /media/ by the gateway. Absolute
// URLs and root-relative paths are used as they are.
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/media/${path}`;
}
