import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import emotionHash from '@emotion/hash';
import { Button, Input, Radio } from 'antd';
import { renderToString } from 'react-dom/server';
import { AntdProvider } from './antd-provider';

// The hash @ant-design/cssinjs names its style elements with. @emotion/hash 0.8 is CommonJS
// with an `exports.default`, which Node's import (this file runs in the build) hands over
// as the whole exports object.
const hash = (emotionHash as unknown as { default?: typeof emotionHash }).default ?? emotionHash;

/** The sheet, and the ids under which antd would inject the CSS variable blocks it holds. */
export interface AntdStyleSheet {
  css: string;
  /** app/sheet-css-vars.ts: antd leaves these blocks to the sheet instead of injecting them again. */
  cssVarStyleIds: string[];
}

/**
 * The CSS of the antd components the shop's pages show as they open (the header's and the
 * pages' buttons, the search box, the ZIP, quantity and form inputs, the checkout's radios),
 * rendered once at build time (web/vite.config.ts) in the app's theme (antd-provider.tsx),
 * with the map antd's CSS-in-JS reads to know these styles are already on the page. In the
 * browser antd then skips generating and injecting them, the main-thread work it otherwise
 * does on every shop page's first paint (docs/decisions.md "Shop pages on a phone"). A
 * component left out here (a select, a popover, an alert, a checkbox: shown once the
 * shopper asks, or when something goes wrong) keeps its styles generated in the browser
 * when it first shows; each one in costs every signed-in page its bytes on the way to its
 * first paint (the select's and the autocomplete's alone were 4 KB of the sheet's 22 KB
 * brotli: docs/decisions.md "Pages at 95").
 *
 * The sheet also holds the theme's CSS variables (the token's, and each component's),
 * under the theme's fixed `cssVar.key`. antd has no map for those: the build hands
 * their ids to app/sheet-css-vars.ts, which stops antd from injecting them a second time.
 */
export function antdStyleSheet(): AntdStyleSheet {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AntdProvider>
        <Button type="primary">b</Button>
        <Input />
        <Input.Search enterButton allowClear />
        <Input.Password />
        <Radio>r</Radio>
      </AntdProvider>
    </StyleProvider>,
  );
  const cssVarStyleIds: string[] = [];
  for (const [key, [, value]] of cache.cache) {
    // @ant-design/cssinjs's cache entries: a component's variables (hooks/useCSSVarRegister.js,
    // `[token, css, styleId, key]`) and the theme token's (hooks/useCacheToken.js,
    // `[token, hashCls, realToken, css, key]`, injected under hash(`css-var-${key}`)).
    const entry = value as unknown[];
    if (key.startsWith('cssVar%') && entry[1]) cssVarStyleIds.push(String(entry[2]));
    if (key.startsWith('token%') && entry[3]) cssVarStyleIds.push(hash(`css-var-${String(entry[4])}`));
  }
  return { css: extractStyle(cache, { plain: true }), cssVarStyleIds };
}
