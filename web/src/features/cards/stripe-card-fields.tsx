import { CardCvcElement, CardExpiryElement, CardNumberElement } from '@stripe/react-stripe-js';
import type { StripeElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { CARD_MESSAGES } from './card-schema';
import './stripe-card-fields.css';

export type StripeField = 'number' | 'expiry' | 'cvc';

// Stripe keeps the card data inside its iframes; the form only learns whether each field
// is complete, holds an error while typing, or was left.
export interface StripeFieldState {
  complete: boolean;
  invalid: boolean;
  touched: boolean;
}

type StripeFieldsState = Record<StripeField, StripeFieldState>;

const EMPTY_FIELD: StripeFieldState = { complete: false, invalid: false, touched: false };
export const EMPTY_STRIPE_FIELDS: StripeFieldsState = { number: EMPTY_FIELD, expiry: EMPTY_FIELD, cvc: EMPTY_FIELD };

export const stripeFieldsComplete = (state: StripeFieldsState) => Object.values(state).every((field) => field.complete);

// The antd input look inside Stripe's iframes (colours of the app's theme).
const STYLE: StripeElementStyle = {
  base: {
    fontSize: '14px',
    lineHeight: '22px',
    color: 'rgba(0, 0, 0, 0.88)',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    '::placeholder': { color: 'rgba(0, 0, 0, 0.35)' },
  },
  invalid: { color: '#c62828' },
};
// Constants: react-stripe-js updates a mounted Element whenever its options change.
const NUMBER_OPTIONS = { style: STYLE, showIcon: true, disableLink: true };
const OPTIONS = { style: STYLE };

interface StripeCardFieldsProps {
  state: StripeFieldsState;
  onFieldChange: (field: StripeField, change: Partial<StripeFieldState>) => void;
  // After a submit every incomplete field shows its message, touched or not.
  showErrors: boolean;
}

// Card number, expiry and CVC as Stripe Elements, with the sandbox form's messages
// (docs/product.md#cards 'Card dialog') for a field that is empty, incomplete or invalid.
export function StripeCardFields({ state, onFieldChange, showErrors }: StripeCardFieldsProps) {
  const errorOf = (field: StripeField, text: string) => {
    const { complete, invalid, touched } = state[field];
    return !complete && (invalid || touched || showErrors) ? text : undefined;
  };
  const handlers = (field: StripeField) => ({
    onChange: (event: StripeElementChangeEvent) =>
      onFieldChange(field, { complete: event.complete, invalid: Boolean(event.error) }),
    onBlur: () => onFieldChange(field, { touched: true }),
  });
  const numberError = errorOf('number', CARD_MESSAGES.cardNumber);
  const expiryError = errorOf('expiry', CARD_MESSAGES.expiry);
  const cvcError = errorOf('cvc', CARD_MESSAGES.cvc);

  return (
    <>
      <StripeFieldItem label="Card number" id="card-stripe-number" error={numberError}>
        <CardNumberElement id="card-stripe-number" options={NUMBER_OPTIONS} {...handlers('number')} />
      </StripeFieldItem>
      <div className="card-dialog__stripe-row">
        <StripeFieldItem label="Expiry" id="card-stripe-expiry" error={expiryError}>
          <CardExpiryElement id="card-stripe-expiry" options={OPTIONS} {...handlers('expiry')} />
        </StripeFieldItem>
        <StripeFieldItem label="CVC" id="card-stripe-cvc" error={cvcError}>
          <CardCvcElement id="card-stripe-cvc" options={OPTIONS} {...handlers('cvc')} />
        </StripeFieldItem>
      </div>
    </>
  );
}

interface StripeFieldItemProps {
  label: string;
  // The Element's id, so the label names the field inside the iframe.
  id: string;
  error: string | undefined;
  children: ReactNode;
}

// One Stripe Element in an antd form item: the label, the message, and a box that looks
// like an antd input (red while the field is in error).
function StripeFieldItem({ label, id, error, children }: StripeFieldItemProps) {
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <div className={`card-dialog__stripe${error ? ' card-dialog__stripe--error' : ''}`}>{children}</div>
    </Form.Item>
  );
}
