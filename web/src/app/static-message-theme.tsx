import { ConfigProvider } from 'antd';
import { AntdProvider } from './antd-provider';

// antd's static toasts (lib/lasting-message.ts, for messages that outlive their page)
// render outside the React tree; this gives them the app's theme.
ConfigProvider.config({ holderRender: (children) => <AntdProvider>{children}</AntdProvider> });
