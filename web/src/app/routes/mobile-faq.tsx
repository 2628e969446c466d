import { Faq } from '../../features/help/faq';
import { AppWebviewFrame } from '../../layout/app-webview-frame';
import { paths } from '../../lib/paths';

// /mobile/faq — the FAQ for the mobile apps' web view; its links stay on /mobile/ pages.
export function Component() {
  return (
    <AppWebviewFrame>
      <Faq contactPath={paths.mobileContactUs} privacyPath={paths.mobilePrivacyPolicy} />
    </AppWebviewFrame>
  );
}
