import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
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

/**
 * The CSS of the antd components the shop's frame, listing, group page and checkout (its
 * saved cards' radios) show as they open, rendered once at build time (web/vite.config.ts)
 * in the app's theme (antd-provider.tsx), with the map
 * antd's CSS-in-JS reads to know these styles are already on the page. In the browser
 * antd then skips generating and injecting them, the main-thread work it otherwise does
 * on every shop page's first paint (docs/decisions.md "Shop pages on a phone"). A
 * component left out here (forms, tables, tabs: pages further in) keeps its styles
 * generated in the browser, as before; each one in costs every shop page its CSS bytes.
 */
export function antdStyleSheet(): string {
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
  return extractStyle(cache, { plain: true });
}
