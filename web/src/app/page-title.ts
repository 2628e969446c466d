import { matchPath } from 'react-router-dom';
import { paths, searchTextOf } from '../lib/paths';
import { consoleTitled, LANDING_TITLE, titled } from '../lib/page-title';

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

// The console's screens, named as its side menu names them; a group's and a customer's page
// by their number. Any other /admin path is sent to the Overview.
const CONSOLE_NAMES: ReadonlyArray<readonly [pattern: string, name: (id: string) => string]> = [
  [paths.admin, () => 'Overview'],
  [paths.adminDocuments, () => 'Documents'],
  [paths.adminOrders, () => 'Orders'],
  [paths.adminReturns, () => 'Returns'],
  [paths.adminSettlement, () => 'Settlement'],
  [paths.adminGroups, () => 'Groups'],
  [`${paths.adminGroups}/:id`, (id) => `Group #${id}`],
  [paths.adminCustomers, () => 'Customers'],
  [paths.adminCustomer, (id) => `Customer #${id}`],
  [paths.adminStaff, () => 'Staff'],
  [paths.adminAudit, () => 'Audit log'],
  [paths.adminSecurity, () => 'Two-step sign-in'],
  [paths.adminInvite, () => 'Join the staff'],
];

function consoleTitle(pathname: string): string {
  for (const [pattern, name] of CONSOLE_NAMES) {
    const match = matchPath(pattern, pathname);
    if (match) return consoleTitled(name(match.params.id ?? ''));
  }
  return consoleTitled('Overview');
}

/** The title of the page at `pathname`; any other path is the home listing or the landing page. */
export function pageTitle(pathname: string, loggedIn: boolean): string {
  if (matchPath(`${paths.admin}/*`, pathname)) return consoleTitle(pathname);
  const search = searchTextOf(pathname);
  if (matchPath(paths.search, pathname)) return titled(`Search: ${search}`);
  const found = NAMES.find(([pattern]) => matchPath(pattern, pathname));
  if (found) return titled(found[1]);
  return loggedIn ? titled('Home') : LANDING_TITLE;
}
