import { message } from 'antd';

// Toasts that must outlive the page showing them: sign-up success goes to /login and a
// reset password goes to '/', both other routes with their own providers (or, for the
// landing page, none). App.useApp()'s toasts unmount with the page, so these use antd's
// static holder, which lives in document.body. Same timing as the app's toasts: 3 s,
// no progress bar (docs/product.md#messages).
message.config({ duration: 3 });

export const lastingMessage = {
  success: (content: string) => void message.success(content),
  error: (content: string) => void message.error(content),
};
