// Image and document paths from the API are served under /media/ by the gateway. Absolute
// URLs and root-relative paths are used as they are. index.html's signed-in preload script
// repeats this rule in plain JavaScript for the group page's first image
// (build/signed-in-preload.ts; its test checks the path it preloads).
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/media/${path}`;
}
