import { VerificationPage } from '../../features/verification/verification-page';
import { AppProvider } from '../provider';

// /user/verify?token=... — a public route outside the main layout.
export function Component() {
  return (
    <AppProvider>
      <VerificationPage />
    </AppProvider>
  );
}
