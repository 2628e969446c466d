import { act, screen, waitFor } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js/pure';
import { GraphQLError } from 'graphql';
import {
  CheckoutAddressesDocument,
  CheckoutCartDocument,
  ExpressCheckoutCompletePaymentDocument,
  ExpressCheckoutPlaceOrderDocument,
  PaymentSettingsDocument,
  type ExpressCheckoutPlaceOrderMutationVariables,
} from '../../__generated__/graphql';
import { usd } from '../../test/money';
import { LocationProbe, renderRoutes } from '../../test/render';
import { CheckoutPage } from './checkout-page';
import { ExpressCheckout } from './express-checkout';

// The wallet buttons (docs/decisions.md "Wallets") with a stand-in for Stripe.js: Stripe's
// own Express Checkout Element and wallets cannot run in jsdom (nor offline). The stand-in
// plays Stripe.js's part as react-stripe-js drives it: Elements, an `expressCheckout`
// Element whose ready event says which wallets the browser offers, and the confirm event
// the wallet's sheet fires once the shopper approved.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(loadStripe);

type Handler = (event: unknown) => void;

/** A Stripe.js stand-in offering `wallets` (undefined: no wallet on this browser). */
function fakeStripe(wallets: Record<string, boolean> | undefined) {
  const handlers = new Map<string, Handler[]>();
  const readied = new Set<Handler>();
  let mounted = false;
  // Ready once mounted, to every ready handler (react-stripe-js attaches them after mounting).
  const sendReady = () =>
    setTimeout(() => {
      for (const handler of handlers.get('ready') ?? []) {
        if (readied.has(handler)) continue;
        readied.add(handler);
        handler({ elementType: 'expressCheckout', availablePaymentMethods: wallets });
      }
    }, 0);
  const element = {
    mount: jest.fn(() => {
      mounted = true;
      sendReady();
    }),
    on: (event: string, handler: Handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      if (event === 'ready' && mounted) sendReady();
    },
    off: (event: string, handler: Handler) => {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((each) => each !== handler),
      );
    },
    update: jest.fn(),
    destroy: jest.fn(),
  };
  const elements = {
    create: jest.fn(() => element),
    update: jest.fn(),
    submit: jest.fn(async () => ({})),
    getElement: () => element,
  };
  const stripe = {
    elements: jest.fn(() => elements),
    createToken: jest.fn(),
    confirmCardPayment: jest.fn(),
    createPaymentMethod: jest.fn(async () => ({ paymentMethod: { id: 'pm_wallet_1' } })),
    handleNextAction: jest.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
  };
  /** The wallet's sheet approved the payment: the Element's confirm event. */
  const approve = () => {
    const paymentFailed = jest.fn();
    act(() => {
      for (const handler of handlers.get('confirm') ?? []) {
        handler({ elementType: 'expressCheckout', expressPaymentType: 'google_pay', paymentFailed });
      }
    });
    return paymentFailed;
  };
  return { stripe, elements, element, approve };
}

function settingsMock(provider: 'STRIPE' | 'SANDBOX', publishableKey: string | null) {
  return {
    request: { query: PaymentSettingsDocument },
    result: { data: { paymentSettings: { __typename: 'PaymentSettings', provider, publishableKey } } },
  };
}

const inputs: ExpressCheckoutPlaceOrderMutationVariables['input'][] = [];
function placeMock(result: object) {
  return {
    request: {
      query: ExpressCheckoutPlaceOrderDocument,
      variables: ({ input }: ExpressCheckoutPlaceOrderMutationVariables) => {
        inputs.push(input);
        return true;
      },
    },
    result,
  };
}
const placed = placeMock({
  data: {
    placeOrder: {
      __typename: 'PlaceOrderPayload',
      message: 'Order placed successfully.',
      orderId: '41',
      paymentAuthentication: null,
    },
  },
});

/** The wallet buttons as the checkout mounts them (grand total $230.00, the billing address). */
const routes = [
  { path: '/checkout', element: <ExpressCheckout amount="230.00" addressId={null} /> },
  { path: '*', element: <LocationProbe /> },
];

beforeEach(() => {
  inputs.length = 0;
  loadStripeMock.mockReset();
});

it('shows a wallet the browser offers, and pays the order with its one-time payment method: /order-success', async () => {
  const fake = fakeStripe({ applePay: false, googlePay: true, link: false });
  loadStripeMock.mockResolvedValue(fake.stripe as never);
  renderRoutes({ routes, url: '/checkout', mocks: [settingsMock('STRIPE', 'pk_test_wallets'), placed] });

  expect(await screen.findByText('Or pay with your wallet')).toBeVisible();
  expect(loadStripeMock).toHaveBeenCalledWith('pk_test_wallets');
  // Elements in payment mode for the order's amount, in cents, card-only.
  expect(fake.stripe.elements).toHaveBeenCalledWith(
    expect.objectContaining({
      mode: 'payment',
      amount: 23000,
      currency: 'usd',
      paymentMethodCreation: 'manual',
      allowedPaymentMethodTypes: ['card'],
    }),
  );
  expect(fake.elements.create).toHaveBeenCalledWith('expressCheckout', expect.any(Object));

  const paymentFailed = fake.approve();

  expect(await screen.findByLabelText('location')).toHaveTextContent('/order-success');
  expect(fake.elements.submit).toHaveBeenCalledTimes(1);
  expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({ elements: fake.elements });
  expect(inputs).toEqual([{ paymentMethod: 'pm_wallet_1', addressId: null, idempotencyKey: expect.any(String) }]);
  expect(fake.stripe.handleNextAction).not.toHaveBeenCalled();
  expect(paymentFailed).not.toHaveBeenCalled();
});

it('a wallet whose bank asks for 3-D Secure: the check runs with the held order, then it is completed', async () => {
  const fake = fakeStripe({ applePay: true, googlePay: false, link: false });
  loadStripeMock.mockResolvedValue(fake.stripe as never);
  const completed: string[] = [];
  renderRoutes({
    routes,
    url: '/checkout',
    mocks: [
      settingsMock('STRIPE', 'pk_test_wallets_held'),
      placeMock({
        data: {
          placeOrder: {
            __typename: 'PlaceOrderPayload',
            message: 'Your bank asks you to confirm this payment.',
            orderId: '42',
            paymentAuthentication: { __typename: 'PaymentAuthentication', clientSecret: 'pi_42_secret_x' },
          },
        },
      }),
      {
        request: {
          query: ExpressCheckoutCompletePaymentDocument,
          variables: ({ orderId }: { orderId: string }) => {
            completed.push(orderId);
            return true;
          },
        },
        result: {
          data: {
            completeOrderPayment: {
              __typename: 'PlaceOrderPayload',
              message: 'Order placed successfully.',
              orderId: '42',
            },
          },
        },
      },
    ],
  });
  await screen.findByText('Or pay with your wallet');

  fake.approve();

  expect(await screen.findByLabelText('location')).toHaveTextContent('/order-success');
  expect(fake.stripe.handleNextAction.mock.calls).toEqual([[{ clientSecret: 'pi_42_secret_x' }]]);
  expect(completed).toEqual(['42']);
});

it("refused by the server: its message and the lines that cannot be booked, the wallet's sheet told, still on checkout", async () => {
  const fake = fakeStripe({ applePay: false, googlePay: true, link: true });
  loadStripeMock.mockResolvedValue(fake.stripe as never);
  renderRoutes({
    routes,
    url: '/checkout',
    mocks: [
      settingsMock('STRIPE', 'pk_test_wallets_refused'),
      placeMock({
        errors: [
          new GraphQLError('Some items in your cart can no longer be ordered.', {
            extensions: { code: 'BAD_USER_INPUT', outOfStock: ['Only 1 units left for Office Chair'] },
          }),
        ],
      }),
    ],
  });
  await screen.findByText('Or pay with your wallet');

  const paymentFailed = fake.approve();

  expect(await screen.findByText('Some items in your cart can no longer be ordered.')).toBeInTheDocument();
  expect(await screen.findByText('Only 1 units left for Office Chair')).toBeInTheDocument();
  await waitFor(() => expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' }));
  expect(screen.queryByLabelText('location')).toBeNull();
});

it('no wallet on this browser: nothing shows (no dead button)', async () => {
  const fake = fakeStripe(undefined);
  loadStripeMock.mockResolvedValue(fake.stripe as never);
  renderRoutes({ routes, url: '/checkout', mocks: [settingsMock('STRIPE', 'pk_test_no_wallet')] });

  await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
  // Once the Element said no wallet will show, its place is hidden, not only left blank.
  await waitFor(() => expect(document.querySelector('.express-checkout')).toHaveAttribute('hidden'));
  expect(screen.queryByText('Or pay with your wallet')).toBeNull();
});

it('with the sandbox, Stripe.js is never loaded and nothing shows', async () => {
  renderRoutes({ routes, url: '/checkout', mocks: [settingsMock('SANDBOX', null)] });
  // Time for the settings' answer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(loadStripeMock).not.toHaveBeenCalled();
  expect(document.querySelector('.express-checkout')).toBeNull();
});

it("is mounted by the checkout under the cards, with the order's grand total and delivery address", async () => {
  const mounted: Array<{ amount: string; addressId: string | null }> = [];
  const line = {
    __typename: 'CartLine' as const,
    id: '11@default',
    cartItemId: '11',
    quantity: 2,
    unitPrice: usd('100.00'),
    tax: usd('16.50'),
    shipping: usd('10.00'),
    platformFee: usd('3.50'),
    productName: 'Office Chair',
    groupId: '5',
    heldQuantity: 0,
    heldRefundAtClose: null,
  };
  renderRoutes({
    routes: [
      {
        path: '/checkout',
        element: (
          <CheckoutPage
            renderCards={() => null}
            renderExpressCheckout={(order) => {
              mounted.push(order);
              return <p>Wallet buttons</p>;
            }}
          />
        ),
      },
    ],
    url: '/checkout',
    mocks: [
      {
        request: { query: CheckoutAddressesDocument },
        result: {
          data: {
            profile: {
              __typename: 'Profile',
              id: '7',
              billingAddress: { __typename: 'Address', id: '1' },
              addresses: [
                {
                  __typename: 'Address',
                  id: '1',
                  type: 'BILLING',
                  firstName: 'Sam',
                  lastName: 'Shopper',
                  street: '1 Main St',
                  city: 'Dallas',
                  state: 'TX',
                  zipCode: '75001',
                  country: 'United States',
                },
              ],
            },
          },
        },
      },
      {
        request: { query: CheckoutCartDocument, variables: { addressId: null } },
        result: {
          data: {
            cart: {
              __typename: 'Cart',
              id: 'default',
              lines: [line],
              lineCount: 1,
              total: usd('200.00'),
              totalTax: usd('16.50'),
              totalShipping: usd('10.00'),
              totalPlatformFee: usd('3.50'),
              grandTotal: usd('230.00'),
            },
          },
        },
      },
    ],
  });

  expect(await screen.findByText('Wallet buttons')).toBeInTheDocument();
  expect(mounted.at(-1)).toEqual({ amount: '230.00', addressId: '1' });
});
