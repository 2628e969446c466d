import { screen } from '@testing-library/react';
import { OrderSuccessCartDocument } from '../../__generated__/graphql';
import { usd } from '../../test/money';
import { LocationProbe, renderRoutes } from '../../test/render';
import { ORDER_SUCCESS_TEXT, OrderSuccessPage } from './order-success-page';

const EMPTY_CART = {
  __typename: 'Cart',
  id: 'default',
  lines: [],
  lineCount: 0,
  total: usd('0.00'),
  totalTax: usd('0.00'),
  totalShipping: usd('0.00'),
  totalPlatformFee: usd('0.00'),
  grandTotal: usd('0.00'),
};

describe('OrderSuccessPage', () => {
  it("reloads the cart, then thanks the shopper (in the product rules' words, spelling included)", async () => {
    renderRoutes({
      routes: [{ path: '/order-success', element: <OrderSuccessPage /> }],
      url: { pathname: '/order-success', state: { orderId: '41' } },
      mocks: [{ request: { query: OrderSuccessCartDocument }, result: { data: { cart: EMPTY_CART } } }],
    });

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(
      await screen.findByRole('heading', {
        name: 'Thank you - Payment is successfully processsed and your order is on the way',
      }),
    ).toBeInTheDocument();
    expect(ORDER_SUCCESS_TEXT).toContain('processsed');
  });

  it('opened directly (no order just placed) claims no payment and goes home', async () => {
    renderRoutes({
      routes: [
        { path: '/order-success', element: <OrderSuccessPage /> },
        { path: '/', element: <LocationProbe /> },
      ],
      url: '/order-success',
    });

    expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText(ORDER_SUCCESS_TEXT)).not.toBeInTheDocument();
  });
});
