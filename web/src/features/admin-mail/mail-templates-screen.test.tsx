import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminMailPreviewDocument, AdminMailTemplatesDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { MailTemplatesScreen } from './mail-templates-screen';

const TEMPLATES = [
  { __typename: 'AdminMailTemplate' as const, name: 'order-placed', title: 'Order placed' },
  { __typename: 'AdminMailTemplate' as const, name: 'line-shipped', title: 'Order line shipped' },
];

// A mail whose HTML carries a script: the frame must never run it (sandbox="").
const preview = (name: string, title: string, subject: string) => ({
  request: { query: AdminMailPreviewDocument, variables: { name } },
  result: {
    data: {
      admin: {
        __typename: 'AdminQuery' as const,
        mailPreview: {
          __typename: 'AdminMailPreview' as const,
          name,
          title,
          subject,
          html: `<!doctype html><html><body><h1>${subject}</h1><script>parent.alert('x')</script></body></html>`,
          text: `${subject}\n\nSee your order: https://shop.example/dashboard`,
        },
      },
    },
  },
});

const templatesMock = {
  request: { query: AdminMailTemplatesDocument },
  result: { data: { admin: { __typename: 'AdminQuery' as const, mailTemplates: TEMPLATES } } },
};

function renderScreen() {
  renderRoutes({
    routes: [{ path: '/admin/mail-templates', element: <MailTemplatesScreen /> }],
    url: '/admin/mail-templates',
    mocks: [
      templatesMock,
      preview('order-placed', 'Order placed', 'Your order #1042 is placed'),
      preview('line-shipped', 'Order line shipped', 'Your Test Widget is on its way'),
    ],
  });
}

test('lists every template and previews the first: subject, the HTML in a sandboxed frame, the text part', async () => {
  renderScreen();
  const list = await screen.findByRole('navigation', { name: 'Mail templates' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Order placedorder-placed', 'Order line shippedline-shipped']);
  expect(await screen.findByText('Your order #1042 is placed')).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: /Order placed/ })).toHaveAttribute('aria-current', 'true');

  const frame = screen.getByTitle('Order placed: the HTML mail');
  // No scripts, forms, popups or same-origin access: the frame is sandboxed with no allowances.
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame.getAttribute('srcdoc')).toContain('<h1>Your order #1042 is placed</h1>');
  expect(frame).not.toHaveAttribute('src');
  expect(screen.getByLabelText('Order placed: the text mail').tagName).toBe('PRE');
  expect(screen.getByLabelText('Order placed: the text mail')).toHaveTextContent(
    'See your order: https://shop.example/dashboard',
  );
});

test('picking another template shows its preview', async () => {
  renderScreen();
  await userEvent.click(await screen.findByRole('button', { name: /Order line shipped/ }));
  expect(await screen.findByText('Your Test Widget is on its way')).toBeInTheDocument();
  expect(screen.getByTitle('Order line shipped: the HTML mail')).toHaveAttribute('sandbox', '');
  expect(screen.getByRole('button', { name: /Order line shipped/ })).toHaveAttribute('aria-current', 'true');
});

test('a failed read says so', async () => {
  renderRoutes({
    routes: [{ path: '/admin/mail-templates', element: <MailTemplatesScreen /> }],
    url: '/admin/mail-templates',
    mocks: [{ request: { query: AdminMailTemplatesDocument }, error: new Error('Failed to fetch') }],
  });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
