import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AntdStylesAside } from '../test/render';
import { routes } from './router';

function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AntdStylesAside>
      <RouterProvider router={router} />
    </AntdStylesAside>,
  );
  return router;
}

// Lazily loaded routes pull antd and Apollo in on first use, which takes a while in jsdom:
// more than 10 s for the home listing on a CI run that loaded both cores (load 15).
const LAZY = { timeout: 30000 };

function signIn() {
  localStorage.setItem('token', 'token-123');
  localStorage.setItem('role', '["customer"]');
}

describe('routes', () => {
  it("shows visitors the landing page at '/' with its header, hero and footer", async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pay less');
    expect(screen.getByText(/free account unlocks better pricing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const create = screen.getAllByRole('link', { name: 'Create free account' });
    expect(create).toHaveLength(2);
    create.forEach((link) => expect(link).toHaveAttribute('href', '/register'));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows visitors the landing page on any other path', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows a signed-in customer the home listing in the main layout, and logs out', async () => {
    signIn();
    const user = userEvent.setup();
    const router = renderApp('/anything');

    // No ZIP code stored: the listing asks for one.
    expect(await screen.findByRole('heading', { name: 'Find products in your area' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.length).toBe(0);
  });

  it("shows 'Sign In' and 'Register' in the main layout header when logged out", async () => {
    renderApp('/category/3');

    const header = await screen.findByRole('banner', {}, LAZY);
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument();
  });

  it('serves the login page outside the main layout', async () => {
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.title).toBe('Login | GroupBuy');
  });

  it('gives each page its own title as the shopper moves', async () => {
    const router = renderApp('/');
    await screen.findByRole('link', { name: 'Sign in' });
    expect(document.title).toBe('GroupBuy: buy together, pay less');

    await router.navigate('/register');
    await screen.findByRole('heading', { name: 'Create account' }, LAZY);
    expect(document.title).toBe('Create account | GroupBuy');
  });

  describe('the operator console at /admin/*', () => {
    afterEach(() => jest.restoreAllMocks());

    it('sends visitors to the login page and customers home, before any of its code loads', async () => {
      let router = renderApp('/admin/documents');
      await screen.findByRole('button', { name: 'Login' }, LAZY);
      expect(router.state.location.pathname).toBe('/login');

      signIn();
      router = renderApp('/admin/documents');
      await screen.findByRole('heading', { name: 'Find products in your area' }, LAZY);
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText('Operator console')).toBeNull();
    });

    it('opens for an admin with its nav; /admin shows the Overview', async () => {
      localStorage.setItem('token', 'token-123');
      localStorage.setItem('role', '["admin"]');
      // The console reads the staff member's permissions as it opens (an owner's here);
      // every other request goes on to fail as before.
      const realFetch = globalThis.fetch;
      jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string }) : {};
        if ((url.searchParams.get('operationName') ?? body.operationName) !== 'StaffSession') {
          return realFetch(input, init);
        }
        const session = {
          __typename: 'SessionUser',
          customerId: '1',
          staffRole: 'OWNER',
          permissions: ['OVERVIEW_READ', 'DOCUMENTS_REVIEW', 'ORDERS_READ', 'STAFF_MANAGE', 'AUDIT_READ'],
          totpEnabled: false,
          totpSetupRequired: false,
        };
        return new Response(JSON.stringify({ data: { session } }), {
          headers: { 'content-type': 'application/json' },
        });
      });
      const router = renderApp('/admin');
      expect(await screen.findByText('Operator console', {}, LAZY)).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Console' });
      expect(within(nav).getByRole('link', { name: /Overview/ })).toHaveAttribute('href', '/admin');
      expect(within(nav).getByRole('link', { name: /Documents/ })).toHaveAttribute('href', '/admin/documents');
      expect(await screen.findByRole('heading', { level: 1, name: 'Overview' }, LAZY)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin');
    });
  });
});
