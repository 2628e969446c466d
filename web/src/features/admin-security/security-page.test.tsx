import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { EnableTotpDocument, SetUpTotpDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { accessOf } from '../../test/staff-access';
import { SecurityPage } from './security-page';
import { CODE_REQUIRED, groupedSecret } from './totp-rules';

// A staff member's two-step sign-in (issue 38): the secret as a QR code and as text for an
// authenticator app, then a code from the app turns it on; a wrong code says so.

jest.setTimeout(60_000);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URL = `otpauth://totp/GroupBuy:packer%40example.com?secret=${SECRET}&issuer=GroupBuy`;

const setUpMock = {
  request: { query: SetUpTotpDocument },
  result: { data: { setUpTotp: { __typename: 'TotpSetup', secret: SECRET, otpauthUrl: URL } } },
};
const enableMock = (code: string, result: object) => ({
  request: { query: EnableTotpDocument, variables: { code } },
  result,
});

test('the secret shows as a QR code and as text; a wrong code says so, the right one turns it on', async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes({
    routes: [{ path: '/', element: <SecurityPage /> }],
    access: accessOf('FULFILMENT'),
    mocks: [
      setUpMock,
      enableMock('000000', {
        errors: [new GraphQLError('The code is wrong or expired', { extensions: { code: 'BAD_USER_INPUT' } })],
      }),
      enableMock('123456', { data: { enableTotp: true } }),
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }, { timeout: 10_000 }));

  expect(await screen.findByRole('img', { name: 'QR code of your two-step sign-in secret' })).toBeInTheDocument();
  expect(screen.getByText(groupedSecret(SECRET))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open it in your authenticator app' })).toHaveAttribute('href', URL);

  const form = screen.getByRole('form', { name: 'Turn on two-step sign-in' });
  await user.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
  expect(await screen.findByText(CODE_REQUIRED)).toBeInTheDocument();

  await user.type(within(form).getByLabelText('Code from the app'), '000000');
  await user.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
  expect(await screen.findByText('The code is wrong or expired')).toBeInTheDocument();

  await user.clear(within(form).getByLabelText('Code from the app'));
  await user.type(within(form).getByLabelText('Code from the app'), '123456');
  await user.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
  expect(await screen.findByText('Two-step sign-in is on')).toBeInTheDocument();
});

test('a secret is grouped by four for typing', () => {
  expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
});

test('an account that has it on says so and offers no new secret', () => {
  renderRoutes({
    routes: [{ path: '/', element: <SecurityPage /> }],
    access: { ...accessOf('OWNER'), totpEnabled: true },
  });
  expect(screen.getByText('Two-step sign-in is on for your account.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Set up two-step sign-in' })).toBeNull();
});
