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
});
