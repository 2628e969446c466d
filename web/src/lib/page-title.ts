// The browser tab's title: the page's own name, then the shop's, so tabs, history and
// bookmarks tell pages apart (every page used to read the same).
export const SITE_NAME = 'GroupBuy';

// The landing page keeps index.html's title, which the static shell shows too.
export const LANDING_TITLE = 'GroupBuy: buy together, pay less';

export function titled(pageName: string): string {
  return `${pageName} | ${SITE_NAME}`;
}

// The operator console's tabs end in its own name, so an operator with the shop and the
// console open side by side tells them apart (docs/decisions.md "Shop and console polish").
export const CONSOLE_NAME = 'GroupBuy Console';

export function consoleTitled(pageName: string): string {
  return `${pageName} | ${CONSOLE_NAME}`;
}
