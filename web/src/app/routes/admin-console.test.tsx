import { ApolloLink } from '@apollo/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { SIGNED_OUT_MESSAGE } from '../../features/auth/use-sign-out-when-session-ends';
import { signedOutMessage } from '../../lib/session';
import type { StaffAccess } from '../../lib/staff-access';
import { testClient, TestProviders } from '../../test/render';
import { accessOf, OWNER_ACCESS } from '../../test/staff-access';
import { ConsoleScreens } from './admin-console';

// The console by role (docs/decisions.md "The console by role"): the menu lists only the
// screens a role opens, a direct URL to another says so, a required two-step sign-in not
// set up yet opens its setup page, and an ended session signs the console out.

// The screens' own queries get no answer: these tests look at the frame and the gates.
const silentLink = new ApolloLink(() => new Observable(() => {}));

function renderConsole(url: string, access: StaffAccess, liveLink?: ApolloLink) {
  return render(
    <TestProviders client={testClient(silentLink, liveLink)} access={access}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/*" element={<ConsoleScreens />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

const menuEntries = () =>
  within(screen.getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());

test("an owner's menu holds every screen, Staff and the audit log included", () => {
  renderConsole('/admin/security', OWNER_ACCESS);
  expect(menuEntries()).toEqual([
    'Overview',
    'Documents',
    'Orders',
    'Returns',
    'Settlement',
    'Groups',
    'Customers',
    'Mail templates',
    'Staff',
    'Audit log',
    'Two-step sign-in',
  ]);
});

test("a fulfilment user's menu holds what the role opens, and a direct URL to the ledger says so", async () => {
  renderConsole('/admin/settlement', accessOf('FULFILMENT'));
  expect(menuEntries()).toEqual(['Overview', 'Orders', 'Returns', 'Groups', 'Two-step sign-in']);
  expect(screen.getByRole('heading', { level: 1, name: 'Settlement' })).toBeInTheDocument();
  expect(await screen.findByText('Your role (Fulfilment) cannot open settlement and the ledger.')).toBeInTheDocument();
});

test('the mail templates are in the menu of a role reading customers, and closed to fulfilment', async () => {
  const support = renderConsole('/admin/security', accessOf('SUPPORT'));
  expect(menuEntries()).toContain('Mail templates');
  support.unmount();
  renderConsole('/admin/mail-templates', accessOf('FULFILMENT'));
  expect(menuEntries()).not.toContain('Mail templates');
  expect(await screen.findByText('Your role (Fulfilment) cannot open the mail templates.')).toBeInTheDocument();
});

test.each([
  ['/admin/staff', 'Staff', 'Your role (Support) cannot open staff accounts.'],
  ['/admin/audit-log', 'Audit log', 'Your role (Support) cannot open the audit log.'],
])('a support user opening %s reads why it is closed to them', async (url, title, sentence) => {
  renderConsole(url, accessOf('SUPPORT'));
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(await screen.findByText(sentence)).toBeInTheDocument();
  expect(menuEntries()).not.toContain(title);
});

test('when the shop requires two-step sign-in and it is not set up, every URL opens its setup page and says why', async () => {
  renderConsole('/admin/orders', { ...accessOf('FULFILMENT'), permissions: [], totpSetupRequired: true });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.getByText(/The shop requires two-step sign-in for every staff account/)).toBeInTheDocument();
  expect(menuEntries()).toEqual(['Two-step sign-in']);
});

describe('an ended session signs the open console out', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'token-123');
    localStorage.setItem('role', '["admin"]');
  });

  test('on the sessionEnded event', async () => {
    const live = new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.next({ data: { sessionEnded: { __typename: 'SessionEnded', reason: 'Session ended' } } });
        }),
    );
    renderConsole('/admin/security', OWNER_ACCESS, live);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(signedOutMessage()).toBe(SIGNED_OUT_MESSAGE);
  });

  test('on the socket closing with 4401', async () => {
    const live = new ApolloLink(
      () => new Observable((observer) => observer.error(new Error('Socket closed with event 4401 Session ended'))),
    );
    renderConsole('/admin/security', OWNER_ACCESS, live);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(signedOutMessage()).toBe(SIGNED_OUT_MESSAGE);
  });

  test('not on another failure of the socket', async () => {
    const live = new ApolloLink(
      () => new Observable((observer) => observer.error(new Error('Socket closed with event 1011 Internal error'))),
    );
    renderConsole('/admin/security', OWNER_ACCESS, live);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-123');
  });
});
