import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import emotionHash from '@emotion/hash';
import {
  Alert,
  AutoComplete,
  Badge,
  Button,
  Card,
  Checkbox,
  Empty,
  Input,
  InputNumber,
  Popover,
  Radio,
  Select,
  Skeleton,
  Space,
  Spin,
  Tag,
} from 'antd';
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
 * The CSS of the antd components the shop's frame, listing, group page and checkout (its
 * saved cards' radios) show as they open, rendered once at build time (web/vite.config.ts)
 * in the app's theme (antd-provider.tsx), with the map
 * antd's CSS-in-JS reads to know these styles are already on the page. In the browser
 * antd then skips generating and injecting them, the main-thread work it otherwise does
 * on every shop page's first paint (docs/decisions.md "Shop pages on a phone"). A
 * component left out here (forms, tables, tabs: pages further in) keeps its styles
 * generated in the browser, as before; each one in costs every shop page its CSS bytes.
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
        <Input.TextArea />
        <AutoComplete>
          <Input.Search enterButton allowClear />
        </AutoComplete>
        <Select />
        <InputNumber />
        <Popover content="p">
          <Badge count={1} />
        </Popover>
        <Spin />
        <Skeleton />
        <Empty />
        <Alert title="a" />
        <Tag>t</Tag>
        <Space.Compact>
          <Button>b</Button>
        </Space.Compact>
        <Checkbox />
        <Radio>r</Radio>
        <Card>c</Card>
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
