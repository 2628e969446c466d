import { LoginPage } from '../../features/auth/login-page';
import { AppProvider } from '../provider';

// /login — a public route outside the main layout.
export function Component() {
  return (
    <AppProvider>
      <LoginPage />
    </AppProvider>
  );
}
