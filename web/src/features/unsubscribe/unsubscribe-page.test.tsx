import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { UnsubscribeLevelMailDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { LINK_INCOMPLETE, UNSUBSCRIBE_QUESTION, UnsubscribePage } from './unsubscribe-page';

const routes = [{ path: '/unsubscribe', element: <UnsubscribePage /> }];
const request = { query: UnsubscribeLevelMailDocument, variables: { customerId: '7', token: 'abc' } };
const DONE = 'You are unsubscribed. You will get no more price-drop emails.';

describe('UnsubscribePage', () => {
  it('asks first, then unsubscribes and shows the server’s message', async () => {
    renderRoutes({
      routes,
      url: '/unsubscribe?customer=7&token=abc',
      mocks: [{ request, result: { data: { unsubscribeLevelMail: { __typename: 'MessagePayload', message: DONE } } } }],
    });
    const user = userEvent.setup();

    expect(screen.getByText(UNSUBSCRIBE_QUESTION)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('shows the refusal of a link that is not valid and lets the shopper try again', async () => {
    renderRoutes({
      routes,
      url: '/unsubscribe?customer=7&token=abc',
      mocks: [{ request, result: { errors: [new GraphQLError('This unsubscribe link is not valid.')] } }],
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('a link without its customer or token says so and offers nothing to click', () => {
    renderRoutes({ routes, url: '/unsubscribe?customer=7' });

    expect(screen.getByText(LINK_INCOMPLETE)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
