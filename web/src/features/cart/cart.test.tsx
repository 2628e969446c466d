import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  AddToCartDocument,
  CartPageDocument,
  HeaderCartDocument,
  RemoveCartLineDocument,
  UpdateCartLineDocument,
} from '../../__generated__/graphql';
import { centsFromDecimal, decimalFromCents } from '../../lib/money';
import { usd } from '../../test/money';
import { LocationProbe, TestProviders, testClient } from '../../test/render';
import { AddToCart } from './add-to-cart';
import { CartPage, EMPTY_CART_TEXT } from './cart-page';
import { NEGATIVE_QUANTITY_MESSAGE, QUANTITY_DEBOUNCE_MS } from './cart-quantity-input';
import { HeaderCart } from './header-cart';
import { NO_CART_DATA_TEXT } from './mini-cart-popover';
import { TOO_MANY_UNITS } from './cart-quantity';
import { UPDATE_MESSAGE_DELAY_MS } from './use-update-cart-line';
import { REMOVED_MESSAGE } from './use-remove-cart-line';

const LONG_NAME = `Cordless Drill ${'x'.repeat(100)}`;

/** Money of so many cents, as the gateway answers it. */
const cents = (amount: number) => usd(decimalFromCents(amount));

/** A line of `quantity` units at `unitCents` each, with 1.00 tax, 2.00 shipping and a 0.50 fee. */
function line(cartItemId: string, quantity: number, unitCents: number, productName = `Product ${cartItemId}`) {
  const lineCents = unitCents * quantity;
  return {
    __typename: 'CartLine' as const,
    id: `${cartItemId}@default`,
    cartItemId,
    groupId: `g${cartItemId}`,
    productName,
    productImage: null,
    quantity,
    unitPrice: cents(unitCents),
    lineTotal: cents(lineCents),
    tax: cents(100),
    shipping: cents(200),
    platformFee: cents(50),
    total: cents(lineCents + 350),
    heldQuantity: 0,
    heldRefundAtClose: null as ReturnType<typeof usd> | null,
  };
}

function cart(lines: ReturnType<typeof line>[]) {
  const total = lines.reduce((sum, each) => sum + centsFromDecimal(each.lineTotal.amount), 0);
  return {
    __typename: 'Cart' as const,
    id: 'default',
    lineCount: lines.length,
    lines,
    total: cents(total),
    totalTax: cents(lines.length * 100),
    totalShipping: cents(lines.length * 200),
    totalPlatformFee: cents(lines.length * 50),
    grandTotal: cents(total + lines.length * 350),
  };
}

type CartAnswer = ReturnType<typeof cart>;

const queries = (answer: CartAnswer) => [
  { request: { query: HeaderCartDocument }, result: { data: { cart: answer } } },
  { request: { query: CartPageDocument }, result: { data: { cart: answer } } },
];

function payload(field: string, message: string, answer: CartAnswer) {
  return { data: { [field]: { __typename: 'CartPayload', message, cart: answer } } };
}

// The header, the cart page and an add-to-cart control on one screen, under an Apollo
// Client whose link records every operation that goes to the network.
function renderCart(mocks: MockLink.MockedResponse[], element = <CartScreen />) {
  const sent: string[] = [];
  const counter = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '');
    return forward(operation);
  });
  const client = testClient(ApolloLink.from([counter, new MockLink(mocks, { defaultOptions: { delay: 0 } })]));
  const router = createMemoryRouter(
    [
      { path: '/cart', element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { sent, router };
}

function CartScreen() {
  return (
    <>
      <HeaderCart />
      <AddToCart groupId="g9" />
      <CartPage />
    </>
  );
}

const headerCount = () => screen.getByRole('button', { name: /^My Cart, / });
const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`);
const subtotal = () => screen.getByText('Subtotal').nextSibling;
const checkOut = () => screen.getByRole('button', { name: 'check out' });

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  localStorage.setItem('token', 'token-1');
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

async function wait(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

describe('cart', () => {
  it('follows add, update and remove in the header and the table with no extra query', async () => {
    const one = cart([line('1', 2, 1000)]);
    const added = cart([line('1', 2, 1000), line('9', 1, 2500, 'Projector HD')]);
    const updated = cart([line('1', 5, 1000), line('9', 1, 2500, 'Projector HD')]);
    const removed = cart([line('9', 1, 2500, 'Projector HD')]);
    const { sent } = renderCart([
      ...queries(one),
      {
        request: { query: AddToCartDocument, variables: { groupId: 'g9', quantity: 1 } },
        result: payload('addToCart', 'Item added to your cart.', added),
      },
      {
        request: { query: UpdateCartLineDocument, variables: { cartItemId: '1', groupId: 'g1', quantity: 5 } },
        result: payload('updateCartLine', 'Cart updated.', updated),
      },
      {
        request: { query: RemoveCartLineDocument, variables: { cartItemId: '1' } },
        result: payload('removeCartLine', 'Removed.', removed),
      },
    ]);

    expect(await screen.findByLabelText('Quantity of Product 1')).toHaveValue(2);
    expect(headerCount()).toHaveAccessibleName('My Cart, 1 item');

    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Item added to your cart.')).toBeInTheDocument();
    expect(headerCount()).toHaveAccessibleName('My Cart, 2 items');
    expect(screen.getByLabelText('Quantity of Projector HD')).toHaveValue(1);
    expect(subtotal()).toHaveTextContent('$52.00'); // 20 + 25 + 2 × 3.50

    await user.clear(quantityOf('Product 1'));
    await user.type(quantityOf('Product 1'), '5');
    await wait(QUANTITY_DEBOUNCE_MS);
    await wait(UPDATE_MESSAGE_DELAY_MS);
    expect(await screen.findByText('Cart updated.')).toBeInTheDocument();
    expect(quantityOf('Product 1')).toHaveValue(5);
    expect(screen.getByText('$53.50')).toBeInTheDocument(); // row grand total: 5 × 10 + 3.50
    expect(subtotal()).toHaveTextContent('$82.00');

    await user.click(screen.getByRole('button', { name: 'Remove Product 1' }));
    expect(await screen.findByText(REMOVED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity of Product 1')).not.toBeInTheDocument();
    expect(headerCount()).toHaveAccessibleName('My Cart, 1 item');

    expect(sent).toEqual(['HeaderCart', 'CartPage', 'AddToCart', 'UpdateCartLine', 'RemoveCartLine']);
  });

  it('shows the lines with the name cut at 90, the row totals and the footer totals', async () => {
    renderCart(queries(cart([line('1', 3, 1250, LONG_NAME)])));

    const name = await screen.findByRole('link', { name: `${LONG_NAME.slice(0, 90)}...` });
    const row = name.closest('tr') as HTMLElement;
    expect(within(row).getByText('$12.50')).toBeInTheDocument();
    expect(within(row).getByText('$37.50')).toBeInTheDocument();
    expect(within(row).getByText('$41.00')).toBeInTheDocument();
    const totals = screen.getByText('Subtotal').closest('dl') as HTMLElement;
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$37.50');
    expect(within(totals).getByText('Total Tax').nextSibling).toHaveTextContent('$1.00');
    expect(within(totals).getByText('Total Shipping').nextSibling).toHaveTextContent('$2.00');
    expect(within(totals).getByText('Total Platform Fee').nextSibling).toHaveTextContent('$0.50');
    expect(within(totals).getByText('Subtotal').nextSibling).toHaveTextContent('$41.00');
  });

  it('blocks e, E, +, - and . and puts the old value back on 0', async () => {
    const { sent } = renderCart(queries(cart([line('1', 2, 1000)])));
    const input = await screen.findByLabelText('Quantity of Product 1');

    await user.type(input, 'eE+-.');
    expect(input).toHaveValue(2);

    await user.clear(input);
    await user.type(input, '0');
    expect(await screen.findByText(NEGATIVE_QUANTITY_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveValue(2);

    await wait(QUANTITY_DEBOUNCE_MS * 2);
    expect(sent).toEqual(['HeaderCart', 'CartPage']);
    expect(checkOut()).toBeEnabled();
  });

  it('sends a change 500 ms after typing stops and locks the row until the delayed message', async () => {
    const { sent } = renderCart([
      ...queries(cart([line('1', 2, 1000)])),
      {
        request: { query: UpdateCartLineDocument, variables: { cartItemId: '1', groupId: 'g1', quantity: 12 } },
        result: payload('updateCartLine', 'Cart updated.', cart([line('1', 12, 1000)])),
      },
    ]);
    const input = await screen.findByLabelText('Quantity of Product 1');

    await user.clear(input);
    await user.type(input, '1');
    await wait(QUANTITY_DEBOUNCE_MS - 100);
    await user.type(input, '2');
    expect(checkOut()).toBeDisabled();
    await wait(QUANTITY_DEBOUNCE_MS - 1);
    expect(sent).toEqual(['HeaderCart', 'CartPage']);

    await wait(1);
    expect(sent).toEqual(['HeaderCart', 'CartPage', 'UpdateCartLine']);
    expect(input).toBeDisabled();
    expect(checkOut()).toBeDisabled();
    await wait(UPDATE_MESSAGE_DELAY_MS - 10);
    expect(screen.queryByText('Cart updated.')).not.toBeInTheDocument();
    expect(input).toBeDisabled();

    await wait(10);
    expect(await screen.findByText('Cart updated.')).toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveValue(12);
    expect(checkOut()).toBeEnabled();
  });

  it('shows the server message and puts the quantity back when an update fails', async () => {
    renderCart([
      ...queries(cart([line('1', 2, 1000)])),
      {
        request: { query: UpdateCartLineDocument, variables: { cartItemId: '1', groupId: 'g1', quantity: 7 } },
        result: { errors: [new GraphQLError('Only 5 units left')] },
      },
    ]);
    const input = await screen.findByLabelText('Quantity of Product 1');

    await user.clear(input);
    await user.type(input, '7');
    await wait(QUANTITY_DEBOUNCE_MS);
    await wait(UPDATE_MESSAGE_DELAY_MS);

    expect(await screen.findByText('Only 5 units left')).toBeInTheDocument();
    expect(input).toHaveValue(2);
    expect(input).toBeEnabled();
  });

  it('says a quantity over 1,000 in shopper words, sends nothing and puts the old value back', async () => {
    // No UpdateCartLine answer is mocked: a request would fail the test with "no more mocked responses".
    renderCart(queries(cart([line('1', 2, 1000)])));
    const input = await screen.findByLabelText('Quantity of Product 1');

    await user.clear(input);
    await user.type(input, '99999');
    await wait(QUANTITY_DEBOUNCE_MS);
    await wait(UPDATE_MESSAGE_DELAY_MS);

    expect(await screen.findByText(TOO_MANY_UNITS)).toBeInTheDocument();
    expect(screen.queryByText(/qty must be/)).not.toBeInTheDocument();
    expect(input).toHaveValue(2);
  });

  it("removes the last line: 'Your cart is empty', a count of 0 and 'No data Available'", async () => {
    renderCart([
      ...queries(cart([line('1', 2, 1000)])),
      {
        request: { query: RemoveCartLineDocument, variables: { cartItemId: '1' } },
        result: payload('removeCartLine', 'Removed.', cart([])),
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Remove Product 1' }));

    expect(await screen.findByText(REMOVED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_CART_TEXT)).toBeInTheDocument();
    expect(headerCount()).toHaveAccessibleName('My Cart, 0 items');
    await user.click(headerCount());
    expect(await screen.findByText(NO_CART_DATA_TEXT)).toBeInTheDocument();
  });

  it('lists the lines in the mini-cart with a link to /cart', async () => {
    const { router } = renderCart(queries(cart([line('1', 2, 1000, 'Projector HD')])));

    await user.click(await screen.findByRole('button', { name: 'My Cart, 1 item' }));
    const popup = await screen.findByRole('tooltip');
    expect(within(popup).getByText('Projector HD')).toBeInTheDocument();
    expect(within(popup).getByText('× 2')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('opens the mini-cart from the keyboard on the first press, the cart button keeping the focus', async () => {
    renderCart(queries(cart([line('1', 2, 1000, 'Projector HD')])));
    const button = await screen.findByRole('button', { name: 'My Cart, 1 item' });
    button.focus();

    await user.keyboard('{Enter}');

    const popup = await screen.findByRole('tooltip');
    expect(within(popup).getByText('Projector HD')).toBeInTheDocument();
    expect(headerCount()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it.each([
    ['continue shopping', '/'],
    ['check out', '/checkout'],
  ])("'%s' goes to %s", async (button, path) => {
    const { router } = renderCart(queries(cart([line('1', 2, 1000)])));

    await user.click(await screen.findByRole('button', { name: button }));
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('AddToCart', () => {
  it('sends a guest to /login', async () => {
    localStorage.clear();
    const { router, sent } = renderCart([], <AddToCart groupId="g9" />);

    await user.click(screen.getByRole('button', { name: /Add to cart/ }));

    expect(router.state.location.pathname).toBe('/login');
    expect(sent).toEqual([]);
  });

  it('starts at 1, never goes below 1 and sends the quantity chosen', async () => {
    renderCart(
      [
        {
          request: { query: AddToCartDocument, variables: { groupId: 'g9', quantity: 3 } },
          result: payload('addToCart', 'Item added to your cart.', cart([line('9', 3, 2500)])),
        },
      ],
      <AddToCart groupId="g9" />,
    );
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue(1);
    // Only whole numbers: a sign or a fraction is not typed.
    await user.clear(quantity);
    await user.type(quantity, '-2.5');
    expect(quantity).toHaveValue(25);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Item added to your cart.')).toBeInTheDocument();
  });

  it('says a quantity over 1,000 in shopper words and sends nothing', async () => {
    const { sent } = renderCart([], <AddToCart groupId="g9" />);

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '5000');
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText(TOO_MANY_UNITS)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('is disabled and described by the reason when the page knows the group cannot go in this cart', async () => {
    const { sent } = renderCart(
      [],
      <>
        <p id="why">This group does not deliver to your area</p>
        <AddToCart groupId="g9" blockedBy="why" />
      </>,
    );

    const add = screen.getByRole('button', { name: /Add to cart/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('This group does not deliver to your area');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(add);
    expect(sent).toEqual([]);
  });

  it('shows the server message when adding fails', async () => {
    renderCart(
      [
        {
          request: { query: AddToCartDocument, variables: { groupId: 'g9', quantity: 1 } },
          result: { errors: [new GraphQLError('This group is closed')] },
        },
      ],
      <AddToCart groupId="g9" />,
    );

    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('This group is closed')).toBeInTheDocument();
  });
});
