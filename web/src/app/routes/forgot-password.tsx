import { ForgotPasswordPage } from '../../features/password/forgot-password-page';
import { AppProvider } from '../provider';

// /forgot-password — a public route outside the main layout.
export function Component() {
  return (
    <AppProvider>
      <ForgotPasswordPage />
    </AppProvider>
  );
}
