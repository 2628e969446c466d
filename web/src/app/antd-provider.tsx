import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

// antd's theme and its App context (message/notification via App.useApp()), mounted by
// app/provider.tsx. Toasts close after 3 s, with no progress bar (docs/product.md#messages).
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      theme={{
        token: {
          colorPrimary: '#0f7b63',
          colorLink: '#0f7b63',
          colorError: '#c62828',
          borderRadius: 8,
          fontFamily: 'inherit',
        },
      }}
    >
      <AntdApp message={{ duration: 3 }} notification={{ duration: 3, showProgress: false }}>
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
