import { ContactUs } from '../../features/help/contact-us';
import { AppWebviewFrame } from '../../layout/app-webview-frame';
import { paths } from '../../lib/paths';

// /mobile/contactus — Contact Us for the mobile apps' web view.
export function Component() {
  return (
    <AppWebviewFrame>
      <ContactUs faqPath={paths.mobileFaq} />
    </AppWebviewFrame>
  );
}
