import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerError } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import {
  CheckoutAddressesDocument,
  CheckoutCartDocument,
  CompleteOrderPaymentDocument,
  PaymentSettingsDocument,
  PlaceOrderDocument,
  type PlaceOrderMutationVariables,
} from '../../__generated__/graphql';
import { centsFromDecimal, decimalFromCents } from '../../lib/money';
import { usd } from '../../test/money';
import { LocationProbe, renderRoutes } from '../../test/render';
import { CHECKOUT_LOAD_FAILED, CheckoutPage, EMPTY_CHECKOUT_TEXT, NO_CARD_MESSAGE } from './checkout-page';
import { AUTHENTICATION_UNAVAILABLE_MESSAGE } from './use-place-order';

// Stripe.js (loaded for a held order's bank check): a stand-in object per test.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(loadStripe);

const LONG_NAME = 'Ergonomic Office Chair with Adjustable Lumbar Support and Headrest';

function address(id: string, type: 'BILLING' | 'SHIPPING', city: string, state: string) {
  return {
    __typename: 'Address' as const,
    id,
    type,
    firstName: 'Sam',
    lastName: 'Shopper',
    street: '1 Main St',
    city,
    state,
    zipCode: '75001',
    country: 'United States',
  };
}

const BILLING = address('1', 'BILLING', 'Dallas', 'TX');
const SHIPPING = address('2', 'SHIPPING', 'Portland', 'OR');

/** The cart priced with `tax` (a Decimal amount) on its one line. */
function cart(id: string, tax: string) {
  return {
    __typename: 'Cart' as const,
    id,
    lines: [
      {
        __typename: 'CartLine' as const,
        id: `11@${id}`,
        cartItemId: '11',
        quantity: 2,
        unitPrice: usd('100.00'),
        tax: usd(tax),
        shipping: usd('10.00'),
        platformFee: usd('3.50'),
        productName: LONG_NAME,
        groupId: '5',
        heldQuantity: 4,
        heldRefundAtClose: usd('21.65'),
      },
    ],
    lineCount: 1,
    total: usd('200.00'),
    totalTax: usd(tax),
    totalShipping: usd('10.00'),
    totalPlatformFee: usd('3.50'),
    // Goods, shipping and fee (213.50) plus the tax.
    grandTotal: usd(decimalFromCents(21350 + centsFromDecimal(tax))),
  };
}

const addressesMock = {
  request: { query: CheckoutAddressesDocument },
  result: {
    data: {
      profile: {
        __typename: 'Profile',
        id: '7',
        billingAddress: { __typename: 'Address', id: '1' },
        addresses: [BILLING, SHIPPING],
      },
    },
  },
};
const billingCartMock = {
  request: { query: CheckoutCartDocument, variables: { addressId: null } },
  result: { data: { cart: cart('default', '16.50') } },
};
const shippingCartMock = {
  request: { query: CheckoutCartDocument, variables: { addressId: '2' } },
  result: { data: { cart: cart('address-2', '0.00') } },
};

const keys: string[] = [];
function placeOrderMock(result: object) {
  return {
    request: {
      query: PlaceOrderDocument,
      variables: ({ input }: PlaceOrderMutationVariables) => {
        keys.push(input.idempotencyKey ?? '');
        return input.cardId === '5' && input.addressId === '1';
      },
    },
    result,
  };
}
const emptyCart = {
  ...cart('default', '0.00'),
  lines: [],
  lineCount: 0,
  total: usd('0.00'),
  totalTax: usd('0.00'),
  grandTotal: usd('0.00'),
};
const placed = placeOrderMock({
  data: {
    placeOrder: {
      __typename: 'PlaceOrderPayload',
      message: 'Order placed successfully.',
      orderId: '41',
      grandTotal: usd('230.00'),
      cart: emptyCart,
      paymentAuthentication: null,
    },
  },
});
const outOfStock = placeOrderMock({
  errors: [
    new GraphQLError('Some items in your cart can no longer be ordered.', {
      extensions: { code: 'BAD_USER_INPUT', outOfStock: ['Only 1 units left for Office Chair'] },
    }),
  ],
});

// The card picker (features/cards) is composed by the route; here a stand-in button.
const routes = [
  {
    path: '/checkout',
    element: (
      <CheckoutPage
        renderCards={(cardId, onChange) => (
          <button onClick={() => onChange('5')}>{cardId ? `Card ${cardId} chosen` : 'Choose card 5'}</button>
        )}
      />
    ),
  },
  { path: '*', element: <LocationProbe /> },
];

beforeEach(() => {
  keys.length = 0;
});

describe('CheckoutPage', () => {
  it('loads, pre-selects the billing address and shows the order detail with cut names and full line totals', async () => {
    renderRoutes({ routes, url: '/checkout', mocks: [addressesMock, billingCartMock] });

    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('radio', { name: /Dallas/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Portland/ })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Order Detail' })).toBeInTheDocument();

    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText(`${LONG_NAME.slice(0, 40)}...`)).toBeInTheDocument();
    // Units of the group bought in an earlier order, and their refund at today's price.
    expect(within(row).getByText('You already hold 4 units: $21.65 back if the group closed now')).toBeInTheDocument();
    // 100 × 2 + 16.50 tax + 10 shipping + 3.50 platform fee.
    expect(within(row).getByText('$230.00')).toBeInTheDocument();
    expect(screen.getByText('Grand Total').nextElementSibling).toHaveTextContent('$230.00');
  });

  it('waits for the address buttons before it shows the order, so nothing moves down when they come', async () => {
    const user = userEvent.setup({ delay: null });
    function WithAddressBook() {
      const [loading, setLoading] = useState(true);
      return (
        <>
          <button onClick={() => setLoading(false)}>Address book arrives</button>
          <CheckoutPage
            renderCards={() => null}
            renderAddressActions={() => <button>Edit Billing Address</button>}
            addressActionsLoading={loading}
          />
        </>
      );
    }
    renderRoutes({
      routes: [{ path: '/checkout', element: <WithAddressBook /> }],
      url: '/checkout',
      mocks: [addressesMock, billingCartMock],
    });

    // Time for the checkout's own answers (the mocks answer at once); the address book's is not in.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout');
    expect(screen.queryByRole('heading', { name: 'Order Detail' })).not.toBeInTheDocument();

    // With the address book in, the order shows at once (its own data was already there).
    await user.click(screen.getByRole('button', { name: 'Address book arrives' }));
    expect(screen.getByRole('heading', { name: 'Order Detail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Billing Address' })).toBeInTheDocument();
  });

  it('re-prices the totals for another delivery address', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, url: '/checkout', mocks: [addressesMock, billingCartMock, shippingCartMock] });

    await screen.findByRole('table');
    await user.click(screen.getByRole('radio', { name: /Portland/ }));

    await waitFor(() => expect(screen.getByText('Grand Total').nextElementSibling).toHaveTextContent('$213.50'));
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent('$0.00');
  });

  it(`shows '${NO_CARD_MESSAGE}' until a card is chosen, then Place Order, then /order-success`, async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, url: '/checkout', mocks: [addressesMock, billingCartMock, placed] });

    await screen.findByRole('table');
    expect(screen.getByText(NO_CARD_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Choose card 5' }));
    expect(screen.queryByText(NO_CARD_MESSAGE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByLabelText('location')).toHaveTextContent('/order-success');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an out-of-stock failure shows the message, scrolls to top, lists the lines in a red alert, and keeps the key', async () => {
    const user = userEvent.setup({ delay: null });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderRoutes({ routes, url: '/checkout', mocks: [addressesMock, billingCartMock, outOfStock, placed] });

    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Choose card 5' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Some items in your cart can no longer be ordered.')).toBeInTheDocument();
    const alert = screen.getByText('Only 1 units left for Office Chair').closest('.ant-alert') as HTMLElement;
    expect(alert).toHaveClass('ant-alert-error');
    expect(alert.compareDocumentPosition(screen.getByRole('heading', { name: 'Order Detail' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    // A retry sends the same idempotency key (a failed attempt stores none on the server).
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/order-success');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    scrollTo.mockRestore();
  });

  it('with an empty cart says there is nothing to check out: no $0.00 table, no Place Order', async () => {
    renderRoutes({
      routes,
      url: '/checkout',
      mocks: [addressesMock, { ...billingCartMock, result: { data: { cart: emptyCart } } }],
    });

    expect(await screen.findByText(EMPTY_CHECKOUT_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose card 5' })).not.toBeInTheDocument();
  });

  it('a failed cart request says so with Try again, which loads checkout', async () => {
    const user = userEvent.setup();
    renderRoutes({
      routes,
      url: '/checkout',
      mocks: [
        addressesMock,
        {
          request: billingCartMock.request,
          result: { errors: [new GraphQLError('The shop service is unavailable.')] },
        },
        billingCartMock,
      ],
    });

    expect(await screen.findByText('The shop service is unavailable.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose card 5' })).toBeInTheDocument();
  });

  // What Apollo's HTTP link reports for a gateway answering 500, and fetch for no connection.
  const transportFailures: [string, Error][] = [
    [
      'an HTTP 500',
      new ServerError('Response not successful: Received status code 500', {
        response: new Response('Internal Server Error', { status: 500 }),
        bodyText: 'Internal Server Error',
      }),
    ],
    ['no connection', new TypeError('Failed to fetch')],
  ];
  it.each(transportFailures)("a load that fails on the way (%s) is said in the shop's words", async (_, failure) => {
    const user = userEvent.setup();
    renderRoutes({
      routes,
      url: '/checkout',
      mocks: [addressesMock, { request: billingCartMock.request, error: failure }, billingCartMock],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CHECKOUT_LOAD_FAILED);
    expect(alert).not.toHaveTextContent(failure.message);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose card 5' })).toBeInTheDocument();
  });

  it('a failed address request says so with Try again instead of spinning', async () => {
    const user = userEvent.setup();
    renderRoutes({
      routes,
      url: '/checkout',
      mocks: [
        { request: addressesMock.request, result: { errors: [new GraphQLError('Could not read your addresses.')] } },
        billingCartMock,
        addressesMock,
      ],
    });

    expect(await screen.findByText('Could not read your addresses.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order Detail' })).toBeInTheDocument();
  });
});

// A card whose bank asks the shopper to confirm the payment (3-D Secure): the order is held,
// Stripe.js runs the bank's check with the held order's client secret, and
// completeOrderPayment places it or refuses (docs/decisions.md "3-D Secure at order time").
describe('CheckoutPage with a card whose bank asks to confirm the payment', () => {
  const CLIENT_SECRET = 'pi_held42_secret_abc';
  const FAILED =
    'Your bank did not confirm this payment, so your order was not placed and nothing was charged. Its items are back in your cart: please pay with another card.';
  const NOT_CONFIRMED =
    'Your bank has not confirmed this payment yet. Please finish the check your bank asked for, then try again.';

  function settingsMock(publishableKey: string) {
    return {
      request: { query: PaymentSettingsDocument },
      result: { data: { paymentSettings: { __typename: 'PaymentSettings', provider: 'STRIPE', publishableKey } } },
    };
  }
  const held = () =>
    placeOrderMock({
      data: {
        placeOrder: {
          __typename: 'PlaceOrderPayload',
          message: 'Your bank asks you to confirm this payment.',
          orderId: '42',
          grandTotal: usd('230.00'),
          cart: emptyCart,
          paymentAuthentication: { __typename: 'PaymentAuthentication', clientSecret: CLIENT_SECRET },
        },
      },
    });
  const completions: string[] = [];
  function completeMock(result: object) {
    return {
      request: {
        query: CompleteOrderPaymentDocument,
        variables: ({ orderId }: { orderId: string }) => {
          completions.push(orderId);
          return true;
        },
      },
      result,
    };
  }
  const completed = completeMock({
    data: {
      completeOrderPayment: {
        __typename: 'PlaceOrderPayload',
        message: 'Order placed successfully.',
        orderId: '42',
        cart: emptyCart,
      },
    },
  });
  const refused = (status: number, text: string) =>
    completeMock({ errors: [new GraphQLError(text, { extensions: { code: 'BAD_USER_INPUT', status } })] });

  // What the shopper sees while the bank's check runs, one entry per check.
  const duringCheck: string[] = [];
  const handleNextAction = jest.fn(async (_options: { clientSecret: string }) => {
    duringCheck.push(
      screen.queryByText(EMPTY_CHECKOUT_TEXT)
        ? 'empty cart'
        : (screen.getByText('Grand Total').nextElementSibling?.textContent ?? ''),
    );
    return { paymentIntent: { id: 'pi_held42', status: 'succeeded' } };
  });

  beforeEach(() => {
    completions.length = 0;
    duringCheck.length = 0;
    handleNextAction.mockClear();
    loadStripeMock.mockReset();
    loadStripeMock.mockResolvedValue({ handleNextAction } as never);
  });

  async function placeWithCard5(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Choose card 5' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
  }

  it("runs the bank's check with the held order's client secret, the order on screen, then completes it: /order-success", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      url: '/checkout',
      mocks: [addressesMock, billingCartMock, held(), settingsMock('pk_test_web'), completed],
    });

    await placeWithCard5(user);

    expect(await screen.findByLabelText('location')).toHaveTextContent('/order-success');
    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_web');
    expect(handleNextAction.mock.calls).toEqual([[{ clientSecret: CLIENT_SECRET }]]);
    // The held order's answer emptied the cached cart; the order stays on screen meanwhile.
    expect(duringCheck).toEqual(['$230.00']);
    expect(completions).toEqual(['42']);
    expect(keys).toHaveLength(1);
  });

  it("a failed check: the API's message, the cart given back on screen, and a new order gets a new key", async () => {
    const user = userEvent.setup({ delay: null });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    handleNextAction.mockImplementationOnce(
      async () =>
        ({
          error: {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
          },
        }) as never,
    );
    renderRoutes({
      routes,
      url: '/checkout',
      mocks: [
        addressesMock,
        billingCartMock,
        held(),
        settingsMock('pk_test_web_failed'),
        refused(402, FAILED),
        // The reload of the cart the released order gave its items back to.
        billingCartMock,
        placed,
      ],
    });

    await placeWithCard5(user);

    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByText('We are unable to authenticate your payment method.')).toBeNull();
    // Still on checkout (any other route shows the location probe).
    expect(screen.queryByLabelText('location')).toBeNull();
    // Once the order is over (Place Order enabled again), the cart as the server has it again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.queryByText(EMPTY_CHECKOUT_TEXT)).toBeNull();
    expect(screen.getByText('Grand Total').nextElementSibling).toHaveTextContent('$230.00');
    expect(completions).toEqual(['42']);

    // The released order's key would replay its refusal: the next order has its own.
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/order-success');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    scrollTo.mockRestore();
  });

  it('Stripe.js could not load: the order stays held and on screen; Place Order again opens the check and completes it', async () => {
    const user = userEvent.setup({ delay: null });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    renderRoutes({
      routes,
      url: '/checkout',
      mocks: [
        addressesMock,
        billingCartMock,
        held(),
        settingsMock('pk_test_web_offline'),
        refused(409, NOT_CONFIRMED),
        held(),
        completed,
      ],
    });

    await placeWithCard5(user);

    expect(await screen.findByText(AUTHENTICATION_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(NOT_CONFIRMED)).toBeNull();
    expect(handleNextAction).not.toHaveBeenCalled();
    expect(screen.queryByText(EMPTY_CHECKOUT_TEXT)).toBeNull();
    expect(screen.getByText('Grand Total').nextElementSibling).toHaveTextContent('$230.00');

    // The same key answers the same held order; Stripe.js loads this time.
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/order-success');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(handleNextAction.mock.calls).toEqual([[{ clientSecret: CLIENT_SECRET }]]);
    expect(completions).toEqual(['42', '42']);
    scrollTo.mockRestore();
  });
});
