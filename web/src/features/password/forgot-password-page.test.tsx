import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { RequestPasswordResetDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const routes = [{ path: '/forgot-password', element: <ForgotPasswordPage /> }];
const request = { query: RequestPasswordResetDocument, variables: { email: 'shopper@example.com' } };

describe('ForgotPasswordPage', () => {
  it('shows the email field, Submit and the way back to login', () => {
    renderRoutes({ routes, url: '/forgot-password' });

    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the messages of docs/product.md#validation-rules', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, url: '/forgot-password' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'shopper@');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it("reads 'Loading..' while sending, then toasts the server message and resets the form", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      url: '/forgot-password',
      mocks: [
        {
          request,
          result: { data: { requestPasswordReset: { __typename: 'MessagePayload', message: 'Reset link sent' } } },
          delay: 30,
        },
      ],
    });

    await user.type(screen.getByLabelText('Email'), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('button', { name: 'Loading..' })).toBeDisabled();
    expect(await screen.findByText('Reset link sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
  });

  it('toasts the server’s error and resets the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      url: '/forgot-password',
      mocks: [{ request, result: { errors: [new GraphQLError('Too many attempts')] } }],
    });

    await user.type(screen.getByLabelText('Email'), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
  });
});
