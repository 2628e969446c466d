import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AddCardDocument, CardsDocument } from '../../__generated__/graphql';
import { SANDBOX_TOKEN_PATH } from '../../lib/payments/sandbox-token';
import { AddCardDialog } from './add-card-dialog';
import { CardPicker, DEFAULT_CARD_PICK_MS } from './card-picker';
import { card, paymentSettingsMock, renderWithOperations } from './cards-test-utils';

const VISA = card({ id: '1', isDefault: true });
const NEW_CARD = card({ id: '9', brand: 'visa', maskedNumber: '**** **** **** 1881', isDefault: true });
const NEXT_YEAR = String(new Date().getFullYear() + 1);

function Picker() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <CardPicker value={value} onChange={setValue} />
      <output aria-label="chosen card">{value ?? 'none'}</output>
    </>
  );
}

const cardsMock = { request: { query: CardsDocument }, result: { data: { cards: [VISA] } } };
const addCardMock = (makeDefault: boolean) => ({
  request: { query: AddCardDocument, variables: { input: { holderName: 'Sam Shopper', token: 'tok_1', makeDefault } } },
  result: {
    data: {
      addCard: {
        __typename: 'CardsPayload',
        message: 'Card added successfully.',
        card: NEW_CARD,
        cards: [NEW_CARD, { ...VISA, isDefault: false }],
      },
    },
  },
});

function answerToken(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(body), { status }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  // The form shows once the dialog knows the payment provider.
  await within(dialog).findByLabelText('Card holder name');
  const fields: [string, string][] = [
    ['Card holder name', 'Sam Shopper'],
    ['Card number', '4000 0566 5566 5556'],
    ['Expiry month', '12'],
    ['Expiry year', NEXT_YEAR],
    ['CVC', '123'],
  ];
  for (const [label, value] of fields) {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(value);
  }
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

describe('CardPicker', () => {
  it('chooses the default card 3 seconds after the cards load', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderWithOperations(<Picker />, [cardsMock]);

    const radio = await screen.findByRole('radio', { name: /4242/ });
    expect(radio).not.toBeChecked();
    act(() => jest.advanceTimersByTime(DEFAULT_CARD_PICK_MS - 100));
    expect(radio).not.toBeChecked();
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(radio).toBeChecked());
    expect(screen.getByLabelText('chosen card')).toHaveTextContent('1');
  });

  it("keeps the shopper's own choice when the 3 seconds pass", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const other = card({ id: '2', maskedNumber: '**** **** **** 0005', isDefault: false });
    renderWithOperations(<Picker />, [{ ...cardsMock, result: { data: { cards: [VISA, other] } } }]);

    const radio = await screen.findByRole('radio', { name: /0005/ });
    act(() => radio.click());
    await waitFor(() => expect(radio).toBeChecked());
    act(() => jest.advanceTimersByTime(DEFAULT_CARD_PICK_MS + 100));
    expect(radio).toBeChecked();
    expect(screen.getByLabelText('chosen card')).toHaveTextContent('2');
  });

  it('adds a default card: token from the sandbox, server message, chosen, list from the answer', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = answerToken(200, { data: { id: 'tok_1', card: { brand: 'visa', last4: '5556' } } });
    const { operations } = renderWithOperations(<Picker />, [cardsMock, paymentSettingsMock(), addCardMock(true)]);

    await screen.findByRole('radio', { name: /4242/ });
    await user.click(screen.getByRole('button', { name: 'Add new card' }));
    const dialog = await screen.findByRole('dialog');
    await fillCard(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card added successfully.')).toBeInTheDocument();
    const added = await screen.findByRole('radio', { name: /1881/ });
    await waitFor(() => expect(added).toBeChecked());
    expect(screen.getByLabelText('chosen card')).toHaveTextContent('9');
    expect(operations).toEqual(['Cards', 'PaymentSettings', 'AddCard']);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SANDBOX_TOKEN_PATH);
    expect(JSON.parse(String(init.body))).toEqual({
      card_number: '4000056655665556',
      exp_month: 12,
      exp_year: Number(NEXT_YEAR),
      cvc: '123',
      card_holder_name: 'Sam Shopper',
    });
  });

  it("shows the token route's message when the card is refused, and keeps the dialog", async () => {
    const user = userEvent.setup({ delay: null });
    answerToken(400, { message: 'Your card number is incorrect.' });
    const { operations } = renderWithOperations(<Picker />, [cardsMock, paymentSettingsMock()]);

    await screen.findByRole('radio', { name: /4242/ });
    await user.click(screen.getByRole('button', { name: 'Add new card' }));
    const dialog = await screen.findByRole('dialog');
    await fillCard(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Your card number is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(operations).toEqual(['Cards', 'PaymentSettings']);
  });
});

describe('AddCardDialog', () => {
  it('shows every field message on an empty submit', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithOperations(<AddCardDialog open onClose={() => undefined} successToast="fixed" />, [
      paymentSettingsMock(),
    ]);

    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByText('Please enter name')).toBeInTheDocument();
    expect(within(dialog).getByText('Card number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter correct month and year')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter correct cvv')).toBeInTheDocument();
  });

  it("at the dashboard toasts 'Successfully add your card.'", async () => {
    const user = userEvent.setup({ delay: null });
    answerToken(200, { data: { id: 'tok_1', card: { brand: 'visa', last4: '5556' } } });
    const onAdded = jest.fn();
    renderWithOperations(<AddCardDialog open onClose={() => undefined} onAdded={onAdded} successToast="fixed" />, [
      paymentSettingsMock(),
      addCardMock(false),
    ]);

    const dialog = await screen.findByRole('dialog');
    await fillCard(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Successfully add your card.')).toBeInTheDocument();
    expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ id: '9' }));
  });
});
