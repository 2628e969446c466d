import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../../scripts/lib/services';
import { chromium, type Browser, type Page } from 'playwright-core';
import { E2E_BASE_URL } from './stack';

/** CHROME_PATH, Debian's /usr/bin/chromium, or a clear failure saying how to get one. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install one with ` +
        '`apt-get install -y chromium` or set CHROME_PATH.',
    );
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

export const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: E2E_BASE_URL });
  return context.newPage();
}

const ARTIFACTS = path.resolve(__dirname, '../artifacts');

/**
 * Saves a screenshot to e2e/artifacts/ for a person to look at, when E2E_SCREENSHOTS=1:
 * nothing reads them in a test run, and a whole run's full-page captures cost the browser
 * CPU the run shares with everything else (docs/decisions.md "Test suite time").
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** How wide the page is drawn: wider than its window when something pushes it sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
