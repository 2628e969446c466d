import { PrivacyPolicy } from '../../features/legal/privacy-policy';
import { AppWebviewFrame } from '../../layout/app-webview-frame';

// /mobile/privacy-policy — the Privacy Policy for the mobile apps' web view.
export function Component() {
  return (
    <AppWebviewFrame>
      <PrivacyPolicy />
    </AppWebviewFrame>
  );
}
