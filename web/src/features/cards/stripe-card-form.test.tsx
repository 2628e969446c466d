import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { ChangeEvent, ReactNode } from 'react';
import { CompleteCardSetupDocument, StartCardSetupDocument } from '../../__generated__/graphql';
import { AddCardDialog } from './add-card-dialog';
import { card, paymentSettingsMock, renderWithOperations } from './cards-test-utils';
import { STRIPE_UNAVAILABLE_MESSAGE } from './stripe-card-form';

// No network: Stripe.js's loader and the React bindings are stand-ins. Each fake Element is
// a text box: typing 'complete' completes it, 'bad' is what Stripe reports as invalid.
const mockConfirmCardSetup = jest.fn();
const mockCardNumberElement = { kind: 'cardNumber' };

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
jest.mock('@stripe/react-stripe-js', () => {
  const element =
    (kind: string) =>
    ({ id, onChange, onBlur }: { id: string; onChange: (e: unknown) => void; onBlur: () => void }) => (
      <input
        id={id}
        data-stripe-element={kind}
        onBlur={onBlur}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange({
            complete: event.target.value === 'complete',
            empty: event.target.value === '',
            error: event.target.value === 'bad' ? { message: 'invalid' } : undefined,
          })
        }
      />
    );
  return {
    Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
    CardNumberElement: element('cardNumber'),
    CardExpiryElement: element('cardExpiry'),
    CardCvcElement: element('cardCvc'),
    useStripe: () => ({ confirmCardSetup: mockConfirmCardSetup }),
    useElements: () => ({ getElement: () => mockCardNumberElement }),
  };
});

const loadStripeMock = jest.mocked(loadStripe);
const NEW_CARD = card({ id: '9', maskedNumber: '**** **** **** 4242', isDefault: true });
const SETUP = { setupIntentId: 'seti_123', clientSecret: 'seti_123_secret_abc' };
const startSetupMock = {
  request: { query: StartCardSetupDocument },
  result: { data: { startCardSetup: { __typename: 'CardSetup', ...SETUP } } },
};
const completeSetupMock = {
  request: {
    query: CompleteCardSetupDocument,
    variables: { input: { setupIntentId: 'seti_123', holderName: 'Sam Shopper', makeDefault: true } },
  },
  result: {
    data: {
      completeCardSetup: {
        __typename: 'CardsPayload',
        message: 'Card added successfully.',
        card: NEW_CARD,
        cards: [NEW_CARD],
      },
    },
  },
};
const confirmedWith = (name: string) => [
  SETUP.clientSecret,
  { payment_method: { card: mockCardNumberElement, billing_details: { name } } },
];

beforeEach(() => {
  loadStripeMock.mockReset();
  loadStripeMock.mockResolvedValue({} as never);
  mockConfirmCardSetup.mockReset();
});

function renderDialog(publishableKey: string | null, more: Parameters<typeof renderWithOperations>[1] = []) {
  const onAdded = jest.fn();
  const onClose = jest.fn();
  const view = renderWithOperations(<AddCardDialog open onClose={onClose} onAdded={onAdded} successToast="fixed" />, [
    paymentSettingsMock(publishableKey),
    ...more,
  ]);
  return { ...view, onAdded, onClose };
}

// What Stripe's iframes report once the shopper typed a whole card.
function completeStripeFields(dialog: HTMLElement) {
  for (const label of ['Card number', 'Expiry', 'CVC']) {
    const field = within(dialog).getByLabelText(label);
    fireEvent.change(field, { target: { value: 'complete' } });
    fireEvent.blur(field);
  }
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, text: string) {
  await user.click(within(dialog).getByLabelText(label));
  await user.paste(text);
}

describe('AddCardDialog picks its card form from paymentSettings', () => {
  it('without a key: the sandbox form, and Stripe.js is never loaded', async () => {
    renderDialog(null);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Expiry month')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Card number')).not.toHaveAttribute('data-stripe-element');
    expect(dialog.querySelector('[data-stripe-element]')).toBeNull();
    expect(loadStripeMock).not.toHaveBeenCalled();
  });

  it('with a key: Stripe Elements, Stripe.js loaded once with that key', async () => {
    const { unmount } = renderDialog('pk_test_once');
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Card number')).toHaveAttribute('data-stripe-element', 'cardNumber');
    expect(within(dialog).getByLabelText('Expiry')).toHaveAttribute('data-stripe-element', 'cardExpiry');
    expect(within(dialog).getByLabelText('CVC')).toHaveAttribute('data-stripe-element', 'cardCvc');
    expect(within(dialog).queryByLabelText('Expiry month')).toBeNull();
    unmount();

    // Another dialog (e.g. the dashboard's after checkout's) reuses the loaded Stripe.js.
    renderDialog('pk_test_once');
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Expiry');
    expect(loadStripeMock).toHaveBeenCalledTimes(1);
    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_once');
  });

  it("with Stripe, an empty submit shows the product rules' card messages and asks Stripe nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog('pk_test_messages');
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByText('Please enter name')).toBeInTheDocument();
    expect(within(dialog).getByText('Card number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter correct month and year')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter correct cvv')).toBeInTheDocument();
    expect(mockConfirmCardSetup).not.toHaveBeenCalled();
  });

  it('with Stripe, a field Stripe calls invalid shows its message while typing; complete clears it', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog('pk_test_typing');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('CVC');
    await typeInto(user, dialog, 'Card number', 'bad');
    expect(await within(dialog).findByText('Card number is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please enter correct cvv')).toBeNull();

    await user.clear(within(dialog).getByLabelText('Card number'));
    await user.paste('complete');
    await waitFor(() => expect(within(dialog).queryByText('Card number is required')).toBeNull());
  });

  it("with Stripe, confirms a SetupIntent with the card, saves it and toasts 'Successfully add your card.'", async () => {
    const user = userEvent.setup({ delay: null });
    mockConfirmCardSetup.mockResolvedValue({ setupIntent: { id: 'seti_123', status: 'succeeded' } });
    const { onAdded, onClose, operations } = renderDialog('pk_test_save', [startSetupMock, completeSetupMock]);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('CVC');
    await typeInto(user, dialog, 'Card holder name', 'Sam Shopper ');
    completeStripeFields(dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Successfully add your card.')).toBeInTheDocument();
    expect(mockConfirmCardSetup).toHaveBeenCalledWith(...confirmedWith('Sam Shopper'));
    expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ id: '9' }));
    expect(onClose).toHaveBeenCalled();
    expect(operations).toEqual(['PaymentSettings', 'StartCardSetup', 'CompleteCardSetup']);
  });

  it("with Stripe, shows Stripe's message for a refused card, saves nothing, and the next try uses the same SetupIntent", async () => {
    const user = userEvent.setup({ delay: null });
    mockConfirmCardSetup.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const { onAdded, operations } = renderDialog('pk_test_refused', [startSetupMock, completeSetupMock]);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('CVC');
    await typeInto(user, dialog, 'Card holder name', 'Sam Shopper');
    completeStripeFields(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(dialog).toBeVisible();
    expect(onAdded).not.toHaveBeenCalled();
    expect(operations).toEqual(['PaymentSettings', 'StartCardSetup']);

    // Another card typed: confirmed against the same SetupIntent, then saved.
    mockConfirmCardSetup.mockResolvedValueOnce({ setupIntent: { id: 'seti_123', status: 'succeeded' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Successfully add your card.')).toBeInTheDocument();
    expect(mockConfirmCardSetup).toHaveBeenNthCalledWith(2, ...confirmedWith('Sam Shopper'));
    expect(operations).toEqual(['PaymentSettings', 'StartCardSetup', 'CompleteCardSetup']);
  });

  it('says so when Stripe.js cannot be loaded (offline)', async () => {
    loadStripeMock.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderDialog('pk_test_offline');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(STRIPE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save card' })).toBeNull();
  });
});
