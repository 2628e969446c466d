import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('gives every route its own title', () => {
    const pages = [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/user/verify',
      '/invoice',
      '/terms-of-use',
      '/privacy-policy',
      '/category/3',
      '/search/drill',
      '/product/30',
      '/checkout',
      '/order-success',
      '/cart',
      '/faq',
      '/contactus',
      '/help',
      '/billingAddress',
      '/shippingAddress',
      '/dashboard',
      '/',
    ];
    const titles = pages.map((path) => pageTitle(path, true));
    expect(new Set(titles).size).toBe(pages.length);
    expect(pageTitle('/login', false)).toBe('Login | GroupBuy');
    expect(pageTitle('/cart', true)).toBe('My Cart | GroupBuy');
    expect(pageTitle('/search/cordless%20drill', true)).toBe('Search: cordless drill | GroupBuy');
    expect(pageTitle('/shippingAdress', true)).toBe('Shipping Address | GroupBuy');
    // The mobile apps' pages are the same pages, bare.
    expect(pageTitle('/mobile/faq', false)).toBe(pageTitle('/faq', true));
  });

  it('names home for a signed-in shopper and keeps the landing title for visitors', () => {
    expect(pageTitle('/', true)).toBe('Home | GroupBuy');
    expect(pageTitle('/anything', true)).toBe('Home | GroupBuy');
    expect(pageTitle('/', false)).toBe('GroupBuy: buy together, pay less');
  });

  it("names each console screen in the console's own title", () => {
    const screens = {
      '/admin': 'Overview | GroupBuy Console',
      '/admin/documents': 'Documents | GroupBuy Console',
      '/admin/orders': 'Orders | GroupBuy Console',
      '/admin/returns': 'Returns | GroupBuy Console',
      '/admin/settlement': 'Settlement | GroupBuy Console',
      '/admin/groups': 'Groups | GroupBuy Console',
      '/admin/groups/12': 'Group #12 | GroupBuy Console',
      '/admin/customers': 'Customers | GroupBuy Console',
      '/admin/customers/7': 'Customer #7 | GroupBuy Console',
      '/admin/staff': 'Staff | GroupBuy Console',
      '/admin/audit-log': 'Audit log | GroupBuy Console',
      '/admin/security': 'Two-step sign-in | GroupBuy Console',
      '/admin/invite': 'Join the staff | GroupBuy Console',
    };
    for (const [path, title] of Object.entries(screens)) expect(pageTitle(path, true)).toBe(title);
    // Not the shop's home: the console used to read 'Home | GroupBuy' on every screen.
    expect(pageTitle('/admin/orders/', true)).toBe('Orders | GroupBuy Console');
    expect(pageTitle('/administrator', true)).toBe('Home | GroupBuy');
  });
});
