import path from 'node:path';
import { mainLayoutRoutes } from './main-layout-routes';

describe('the routes inside the main layout', () => {
  const webRoot = path.resolve(__dirname, '../..');
  const names = mainLayoutRoutes(webRoot).map((file) => path.basename(file, '.tsx'));

  it('are read from the router: the shop pages and the home listing', () => {
    expect(names).toEqual(
      expect.arrayContaining(['home', 'category', 'search', 'product', 'cart', 'checkout', 'dashboard']),
    );
  });

  it('leave out the pages the router loads without the frame', () => {
    for (const outside of ['login', 'register', 'invoice', 'terms-of-use', 'admin-console', 'landing']) {
      expect(names).not.toContain(outside);
    }
  });
});
