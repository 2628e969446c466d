import type { Locator, Page } from 'playwright-core';

/**
 * Picks `option` in the antd Select labelled `label` inside `scope`, as a shopper does:
 * opens the list (typing the option first when `search` is set, for the long searchable
 * lists: states, cities, countries), clicks the option and waits until the box shows it.
 * On a loaded machine the list can close while the click waits for its opening animation
 * to settle, and it never opens again by itself: the pick is tried again, three times at
 * most, each click with a short timeout so a retry is left time to run (the box given
 * longer to show the choice: a loaded run's console form once took over 3 s).
 */
export async function chooseInSelect(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
  { search = false }: { search?: boolean } = {},
): Promise<void> {
  const box = scope.getByLabel(label, { exact: true });
  const exactly = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  // Only the open list: a form's other selects keep their closed lists in the page. By its
  // text: an option under a group heading (the console's categories) has no title.
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: exactly });
  // The box shows the chosen option as its only text.
  const chosen = scope.locator('.ant-select', { hasText: exactly });
  const openList = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt += 1) {
    // A list a timed-out try left open is used as it is: a click on the box would close it.
    if (attempt === 1 || !(await openList.first().isVisible())) await box.click();
    if (search) await box.fill(option);
    try {
      await item.click({ timeout: 5_000 });
      await chosen.waitFor({ state: 'visible', timeout: 10_000 });
      return;
    } catch (error) {
      // The pick may have landed after all, the box slow to show it on a loaded machine.
      if (await chosen.isVisible()) return;
      if (attempt === 3) throw new Error(`could not choose ${option} in ${label}`, { cause: error });
    }
  }
}

/**
 * Waits until the address picker labelled `label` inside `scope` shows `text`: a plain box
 * holding the name until a picker is first used, antd's Select showing it after.
 */
export async function expectPickerShows(page: Page, scope: Page | Locator, label: string, text: string): Promise<void> {
  const field = scope.locator('.form-field').filter({ has: page.getByLabel(label, { exact: true }) });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const shown = await field.evaluate((element) => {
      const box = element.querySelector<HTMLInputElement>('input.ant-input');
      return box ? box.value : (element.querySelector('.ant-select-content')?.textContent ?? '');
    });
    if (shown === text) return;
    if (Date.now() > deadline) throw new Error(`${label} shows '${shown}', not '${text}'`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
