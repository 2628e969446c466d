import { SignupPage } from '../../features/signup/signup-page';
import { AppProvider } from '../provider';
import '../static-message-theme';

// /register — a public route outside the main layout.
export function Component() {
  return (
    <AppProvider>
      <SignupPage />
    </AppProvider>
  );
}
