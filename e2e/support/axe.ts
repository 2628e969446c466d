import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/**
 * Waits until the page is still: antd fades messages, dialogs and menus in, and text
 * caught half-faded reads as too little contrast (a menu item caught moving may miss a
 * click); finite transitions are waited for (an endless one, a spinner, for at most two
 * seconds).
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      null,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

/**
 * Clicks `button`, in a dialog just opened, once it is shown and the page is still: a dialog
 * zooms in, and a click sent while it still moves can land beside its button, on the mask,
 * which closes the dialog (a loaded run's slow frames let that happen, in the dashboard and
 * the console).
 */
export async function clickInDialog(page: Page, button: Locator): Promise<void> {
  await button.waitFor();
  await waitForStillness(page);
  await button.click();
}

/**
 * Runs axe-core on the page once it is still and fails with a readable list when any
 * serious or critical WCAG 2.x A/AA violation is found. `exclude`: selectors left out, such
 * as a sandboxed frame without scripts, which axe cannot enter (Playwright's evaluate in it
 * never answers, and the run waits until the test's time is up).
 */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []): Promise<void> {
  // A table shows a spinner until its rows come; a console pager under it then turns Next
  // from disabled to enabled, a colour change that axe once read half-way (1.93:1) on a run
  // whose earlier files had given the list a second page. The page is read once they came.
  await page.waitForFunction(() => document.querySelector('.ant-table-wrapper .ant-spin-spinning') === null);
  await waitForStillness(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const where = new URL(page.url()).pathname;
  const report = serious.map(
    (violation) =>
      `${where}: ${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').at(-1)?.trim() ?? ''}`)
        .join(', ')}`,
  );
  expect(report).toEqual([]);
}
