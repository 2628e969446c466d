import fs from 'node:fs';
import path from 'node:path';

/**
 * The built shop the benches' gateway serves: WEB_DIST when set (a build kept elsewhere, to
 * compare two), else web/dist. Passed to the gateway explicitly: its own default is resolved
 * from its config folder and does not reach web/dist when it runs from its sources.
 */
export const WEB_DIST = process.env.WEB_DIST ?? path.join(__dirname, '../web/dist');

/** Stops a measurement of no build at all. */
export function assertWebBuilt(): void {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`Build the shop first: npm run build -w web (no ${WEB_DIST}/index.html)`);
  }
}
