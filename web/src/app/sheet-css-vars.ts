import { removeCSS, updateCSS as injectOrUpdateCSS } from '@rc-component/util/es/Dom/dynamicCSS';
import sheetCssVarStyleIds from 'virtual:antd-sheet-css-vars';

export { removeCSS };

/**
 * What the build gives @ant-design/cssinjs's two CSS-variable hooks (the theme token's and
 * each component's) in place of @rc-component/util's `updateCSS` (web/vite.config.ts). A block
 * the build's antd style sheet already holds (app/antd-style-sheet.tsx: same theme, same
 * fixed `cssVar.key`, so the same id) is not injected again: each injection was a <style>
 * element parsed and inserted in the commit that first shows a shop page. Any other block
 * (a component outside the sheet, a nested theme) is injected as antd always did.
 */
export function updateCSS(
  css: string,
  key: string,
  option?: Parameters<typeof injectOrUpdateCSS>[2],
): ReturnType<typeof injectOrUpdateCSS> {
  // The hooks mark the element they get back (their instance, the token key); a detached
  // element takes the marks, and their clean-up finds nothing of it to remove.
  if (sheetCssVarStyleIds.has(key)) return document.createElement('style');
  return injectOrUpdateCSS(css, key, option);
}
