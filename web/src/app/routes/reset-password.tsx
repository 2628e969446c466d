import { ResetPasswordPage } from '../../features/password/reset-password-page';
import { AppProvider } from '../provider';
import '../static-message-theme';

// /reset-password?reset_token=... — a public route outside the main layout.
export function Component() {
  return (
    <AppProvider>
      <ResetPasswordPage />
    </AppProvider>
  );
}
