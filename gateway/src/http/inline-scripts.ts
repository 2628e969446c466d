import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// A script element with no attributes: the built shop's own inline script (the signed-in
// preload, web/src/build/signed-in-preload.ts). Scripts with a src are covered by 'self'.
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the built
 * shop's index.html, read once at start: the policy allows exactly these and no other
 * inline script. None when there is no build.
 */
export function inlineScriptSources(webDist: string): string[] {
  const page = path.join(webDist, 'index.html');
  if (!fs.existsSync(page)) return [];
  const html = fs.readFileSync(page, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code = '']) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`,
  );
}
