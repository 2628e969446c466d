import type { Locator } from 'playwright-core';

/**
 * Ticks an antd checkbox held by a form (Formik): clicks it, then waits for the form's
 * render to show it ticked. Playwright's `check()` reads the box right after its click,
 * and a controlled box is unticked again by React until the form's state update renders,
 * which on a loaded machine is later than that read ("Clicking the checkbox did not
 * change its state").
 */
export async function tick(box: Locator, timeout = 10_000): Promise<void> {
  if (await box.isChecked()) return;
  await box.click();
  const deadline = Date.now() + timeout;
  while (!(await box.isChecked())) {
    if (Date.now() > deadline) throw new Error('the checkbox was never ticked');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
