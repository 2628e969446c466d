// web/vite.config.ts: the ids of the CSS variable blocks the build's antd style sheet holds
// (app/antd-style-sheet.tsx), read by app/sheet-css-vars.ts.
declare module 'virtual:antd-sheet-css-vars' {
  const ids: ReadonlySet<string>;
  export default ids;
}
