import { matchPath } from 'react-router-dom';
import { paths, searchTextOf } from '../lib/paths';
import { LANDING_TITLE, titled } from '../lib/page-title';

// Each route's name in the tab (docs/decisions.md 'The shopper path'). The group page
// replaces its entry with the product's name once the group has loaded.
const NAMES: ReadonlyArray<readonly [pattern: string, name: string]> = [
  [paths.login, 'Login'],
  [paths.register, 'Create account'],
  [paths.forgotPassword, 'Forgot Password'],
  [paths.resetPassword, 'Reset Password'],
  [paths.verifyEmail, 'Email verification'],
  [paths.unsubscribe, 'Price-drop emails'],
  [paths.invoice, 'Invoice'],
  [paths.termsOfUse, 'Terms of Use'],
  [paths.privacyPolicy, 'Privacy Policy'],
  [paths.mobileContactUs, 'Contact Us'],
  [paths.mobilePrivacyPolicy, 'Privacy Policy'],
  [paths.mobileFaq, 'FAQ'],
  [paths.category, 'Category'],
  [paths.product, 'Group'],
  [paths.checkout, 'Checkout'],
  [paths.orderSuccess, 'Order placed'],
  [paths.cart, 'My Cart'],
  [paths.faq, 'FAQ'],
  [paths.contactUs, 'Contact Us'],
  [paths.help, 'Help Center'],
  [paths.billingAddress, 'Billing Address'],
  [paths.shippingAddress, 'Shipping Address'],
  [paths.shippingAddressOldSpelling, 'Shipping Address'],
  [paths.dashboard, 'Dashboard'],
];

/** The title of the page at `pathname`; any other path is the home listing or the landing page. */
export function pageTitle(pathname: string, loggedIn: boolean): string {
  const search = searchTextOf(pathname);
  if (matchPath(paths.search, pathname)) return titled(`Search: ${search}`);
  const found = NAMES.find(([pattern]) => matchPath(pattern, pathname));
  if (found) return titled(found[1]);
  return loggedIn ? titled('Home') : LANDING_TITLE;
}
