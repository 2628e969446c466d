import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { VerifyEmailDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { ALREADY_VERIFIED, CLOSE_WINDOW, NOT_VERIFIED, SIGN_IN, VERIFIED, VerificationPage } from './verification-page';

const routes = [{ path: '/user/verify', element: <VerificationPage /> }];
const request = { query: VerifyEmailDocument, variables: { token: 'tok-1' } };

describe('VerificationPage', () => {
  it('shows a spinner, then the success page', async () => {
    renderRoutes({
      routes,
      url: '/user/verify?token=tok-1',
      mocks: [
        {
          request,
          result: { data: { verifyEmail: { __typename: 'MessagePayload', message: 'Email verified' } } },
          delay: 20,
        },
      ],
    });

    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email');
    expect(await screen.findByRole('heading', { name: VERIFIED })).toBeInTheDocument();
    expect(screen.getByText(CLOSE_WINDOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SIGN_IN })).toHaveAttribute('href', '/login');
  });

  it('says the email is already verified when the link is opened a second time', async () => {
    renderRoutes({
      routes,
      url: '/user/verify?token=tok-1',
      mocks: [
        {
          request,
          result: {
            data: { verifyEmail: { __typename: 'MessagePayload', message: 'Your email address is already verified.' } },
          },
        },
      ],
    });

    expect(await screen.findByRole('heading', { name: ALREADY_VERIFIED })).toBeInTheDocument();
    expect(screen.queryByText(NOT_VERIFIED)).not.toBeInTheDocument();
    expect(screen.getByText(CLOSE_WINDOW)).toBeInTheDocument();
  });

  it('shows the failure page when the server refuses the token', async () => {
    renderRoutes({
      routes,
      url: '/user/verify?token=tok-1',
      mocks: [{ request, result: { errors: [new GraphQLError('Invalid or expired token')] } }],
    });

    expect(await screen.findByRole('heading', { name: NOT_VERIFIED })).toBeInTheDocument();
    expect(screen.getByText(CLOSE_WINDOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SIGN_IN })).not.toBeInTheDocument();
  });

  it('shows the failure page without a token', () => {
    renderRoutes({ routes, url: '/user/verify' });
    expect(screen.getByRole('heading', { name: NOT_VERIFIED })).toBeInTheDocument();
  });
});
