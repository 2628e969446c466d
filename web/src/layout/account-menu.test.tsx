import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoutDocument } from '../__generated__/graphql';
import { LocationProbe, renderRoutes } from '../test/render';
import { AccountMenu } from './account-menu';

const routes = [
  {
    path: '*',
    element: (
      <>
        <AccountMenu />
        <LocationProbe />
      </>
    ),
  },
];

function signedIn() {
  localStorage.setItem('token', 'token-123');
  localStorage.setItem('role', '["customer"]');
}

async function chooseLogout() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Account/ }));
  await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
}

describe('AccountMenu', () => {
  it('Logout ends the session on the server, forgets the browser session and goes home', async () => {
    signedIn();
    let serverCalls = 0;
    renderRoutes({
      routes,
      url: '/dashboard',
      mocks: [
        {
          request: { query: LogoutDocument },
          result: () => {
            serverCalls += 1;
            return { data: { logout: { __typename: 'MessagePayload', message: 'Logged out' } } };
          },
        },
      ],
    });

    await chooseLogout();

    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
    expect(serverCalls).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it('signs out in the browser even when the server cannot be reached', async () => {
    signedIn();
    renderRoutes({
      routes,
      url: '/dashboard',
      mocks: [{ request: { query: LogoutDocument }, error: new Error('Failed to fetch') }],
    });

    await chooseLogout();

    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.length).toBe(0);
  });

  it("shows 'Admin' only to admins, and it opens the console", async () => {
    signedIn();
    const user = userEvent.setup();
    const { unmount } = renderRoutes({ routes, url: '/' });
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await screen.findByRole('menuitem', { name: /Dashboard/ });
    expect(screen.queryByRole('menuitem', { name: /Admin/ })).toBeNull();
    unmount();

    localStorage.setItem('role', '["admin"]');
    renderRoutes({ routes, url: '/' });
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Admin/ }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/admin$/));
  });
});
