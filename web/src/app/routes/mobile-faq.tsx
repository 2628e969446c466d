import { Faq } from '../../features/help/faq';
import { AppWebviewFrame } from '../../layout/app-webview-frame';

// /mobile/faq — the FAQ for the mobile apps' web view; its links stay on /mobile/ pages.
export function Component() {
  return (
    <AppWebviewFrame>
      <Faq contactPath="/mobile/contactus" privacyPath="/mobile/privacy-policy" />
    </AppWebviewFrame>
  );
}
