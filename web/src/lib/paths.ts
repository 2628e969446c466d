// Every route of the shop in one place: app/router.tsx declares its routes with these,
// and every link and navigation builds its URL from them, so a route changes once.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/user/verify',
  unsubscribe: '/unsubscribe',
  invoice: '/invoice',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  mobileContactUs: '/mobile/contactus',
  mobilePrivacyPolicy: '/mobile/privacy-policy',
  mobileFaq: '/mobile/faq',
  category: '/category/:id',
  search: '/search/:name',
  product: '/product/:id',
  checkout: '/checkout',
  orderSuccess: '/order-success',
  cart: '/cart',
  faq: '/faq',
  contactUs: '/contactus',
  help: '/help',
  billingAddress: '/billingAddress',
  shippingAddress: '/shippingAddress',
  // The misspelt address older links and mails use; it shows the same page.
  shippingAddressOldSpelling: '/shippingAdress',
  dashboard: '/dashboard',
  // The operator console (admins only), its own chunks.
  admin: '/admin',
  adminDocuments: '/admin/documents',
  adminOrders: '/admin/orders',
  adminReturns: '/admin/returns',
  adminSettlement: '/admin/settlement',
  // The console's Overview is `admin` itself; Customers and a customer's page.
  adminCustomers: '/admin/customers',
  adminCustomer: '/admin/customers/:id',
  // The mail templates' previews (support answers customers about the mails they got).
  adminMailTemplates: '/admin/mail-templates',
  // The console's Groups screen and a group's page (adminGroupPath); the Overview's group figures link to it.
  adminGroups: '/admin/groups',
  // Staff accounts and the audit log (issue 38): the Staff screen, the audit log, the
  // signed-in staff member's two-step sign-in, and the invitee's public page (outside the
  // console's sign-in check).
  adminStaff: '/admin/staff',
  adminAudit: '/admin/audit-log',
  adminSecurity: '/admin/security',
  adminInvite: '/admin/invite',
  // Where a group that fails to load sends the shopper: no route, so the home listing.
  groupFailure: '/app/products',
} as const;

export const categoryPath = (id: string) => `/category/${encodeURIComponent(id)}`;
export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

const SEARCH_PREFIX = '/search/';
export const searchPath = (text: string) => `${SEARCH_PREFIX}${encodeURIComponent(text)}`;

/** The text of /search/{text}, or '' on any other path. */
export function searchTextOf(pathname: string): string {
  if (!pathname.startsWith(SEARCH_PREFIX)) return '';
  try {
    return decodeURIComponent(pathname.slice(SEARCH_PREFIX.length));
  } catch {
    return pathname.slice(SEARCH_PREFIX.length);
  }
}

export const adminGroupPath = (id: string) => `/admin/groups/${encodeURIComponent(id)}`;

export const invoicePath = (orderId: string) => `/invoice?orderid=${encodeURIComponent(orderId)}`;

export const adminCustomerPath = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

/** The audit log narrowed to one group, line, customer or staff member (its filters read from the query). */
export const adminAuditPath = (filter: Record<string, string>) =>
  `/admin/audit-log?${new URLSearchParams(filter).toString()}`;
