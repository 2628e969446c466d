import { ContactUs } from '../../features/help/contact-us';
import { AppWebviewFrame } from '../../layout/app-webview-frame';

// /mobile/contactus — Contact Us for the mobile apps' web view.
export function Component() {
  return (
    <AppWebviewFrame>
      <ContactUs faqPath="/mobile/faq" />
    </AppWebviewFrame>
  );
}
