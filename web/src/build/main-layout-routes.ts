import fs from 'node:fs';
import path from 'node:path';

// How app/router.tsx names a route it loads inside the main layout, after the frame.
const IN_MAIN_LAYOUT = /inMainLayout\(\(\) => import\('\.\/routes\/([\w-]+)'\)\)/g;

/**
 * The route modules app/router.tsx loads inside the main layout (those it names through
 * `inMainLayout(() => import('./routes/…'))`) and the home listing, which it loads after the
 * layout itself: read from the router, so a new route is counted without a list to keep.
 */
export function mainLayoutRoutes(webRoot: string): string[] {
  const router = fs.readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
  const names = [...router.matchAll(IN_MAIN_LAYOUT)].map((match) => match[1]!);
  return [...new Set([...names, 'home'])].map((name) => path.join(webRoot, `src/app/routes/${name}.tsx`));
}
