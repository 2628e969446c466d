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
          // antd derives lighter hover shades (#26876f, #41947c) that fall below 4.5:1 on
          // white and on the console's pale nav; a darker green keeps hovered text readable.
          colorPrimaryHover: '#0c6b56',
          colorPrimaryTextHover: '#0c6b56',
          colorLinkHover: '#0c6b56',
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
