import { ContactUs } from '../../features/help/contact-us';

// /contactus — inside the main layout.
export function Component() {
  return <ContactUs />;
}
