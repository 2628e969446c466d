import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { MessageProvider } from './message-provider';

const theme: ThemeConfig = {
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
  // A fixed key (antd's default is an id per render): the build's style sheet holds this
  // theme's CSS variables under the class the browser's render then uses, and antd leaves
  // them to the sheet (app/antd-style-sheet.tsx, app/sheet-css-vars.ts).
  cssVar: { key: 'css-var-shop' },
};

// antd's theme and the screens' toasts (lib/message.ts), mounted by app/provider.tsx. The
// `app-root` box gives the screens antd's base text (14 px, its text colour), as antd's App
// wrapper did before the toasts became a chunk of their own.
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <MessageProvider>
        <div className="app-root">{children}</div>
      </MessageProvider>
    </ConfigProvider>
  );
}
