import { CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { Alert, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useState, type FormEvent } from 'react';
import type { CardList_CardsFragment } from '../../__generated__/graphql';
import { stripeFor } from '../../lib/payments/stripe';
import { CardFormEnd } from './card-form-end';
import { cardSchema } from './card-schema';
import {
  EMPTY_STRIPE_FIELDS,
  StripeCardFields,
  stripeFieldsComplete,
  type StripeField,
  type StripeFieldState,
} from './stripe-card-fields';
import type { AddCardOptions, NewCard } from './use-add-card';
import { useSetUpCard } from './use-set-up-card';
import { LoadingState } from '../../components/loading-state';

// Stripe.js comes from js.stripe.com; without it (offline, blocked) no card can be typed.
export const STRIPE_UNAVAILABLE_MESSAGE = 'The card form could not be loaded. Check your connection and try again.';

const holderSchema = cardSchema.pick(['holderName', 'makeDefault']);
const EMPTY_CARD: NewCard = { holderName: '', makeDefault: false };
const ELEMENTS_OPTIONS = { locale: 'en' } as const;

interface StripeCardFormProps extends AddCardOptions {
  publishableKey: string;
  onSaved: (card: CardList_CardsFragment) => void;
  onCancel: () => void;
}

// 'Add new card' with Stripe Elements: the card data goes from Stripe's iframes to Stripe,
// which confirms it against a SetupIntent of the shopper's Stripe Customer (asking the
// shopper to authenticate with their bank if the bank wants to); only the SetupIntent's id
// and the holder's name reach completeCardSetup. The default export is what the dialog
// lazy-loads, so a shop without a Stripe key never downloads this module.
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  // undefined while Stripe.js loads, null when it could not.
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void stripeFor(publishableKey).then((loaded) => {
      if (current) setStripe(loaded);
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (stripe === undefined) return <LoadingState label="Loading the card form" />;
  if (stripe === null) return <Alert type="error" showIcon title={STRIPE_UNAVAILABLE_MESSAGE} />;
  return (
    <Elements stripe={stripe} options={ELEMENTS_OPTIONS}>
      <StripeCardFormBody {...props} />
    </Elements>
  );
}

function StripeCardFormBody({ successToast, onSaved, onCancel }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const setUpCard = useSetUpCard({ successToast });
  const [fields, setFields] = useState(EMPTY_STRIPE_FIELDS);
  const [submitted, setSubmitted] = useState(false);
  const formik = useFormik<NewCard>({
    initialValues: EMPTY_CARD,
    validationSchema: holderSchema,
    onSubmit: async (values) => {
      const number = elements?.getElement(CardNumberElement);
      if (!stripe || !number || !stripeFieldsComplete(fields)) return;
      const card = await setUpCard(values, async (clientSecret, name) => {
        // The number Element stands for the three: Stripe.js reads expiry and CVC from their Elements.
        const { error } = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card: number, billing_details: { name } },
        });
        if (error) throw new Error(error.message);
      });
      if (card) onSaved(card);
    },
  });

  const onFieldChange = (field: StripeField, change: Partial<StripeFieldState>) =>
    setFields((state) => ({ ...state, [field]: { ...state[field], ...change } }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    formik.handleSubmit(event);
  };
  const holderError = formik.touched.holderName && formik.errors.holderName ? formik.errors.holderName : undefined;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add new card">
      <Form component={false} layout="vertical" requiredMark={false}>
        <Form.Item
          label="Card holder name"
          htmlFor="card-holderName"
          validateStatus={holderError ? 'error' : undefined}
          help={holderError}
        >
          <Input
            id="card-holderName"
            name="holderName"
            autoComplete="cc-name"
            value={formik.values.holderName}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={Boolean(holderError)}
          />
        </Form.Item>
        <StripeCardFields state={fields} onFieldChange={onFieldChange} showErrors={submitted} />
      </Form>
      <CardFormEnd
        makeDefault={formik.values.makeDefault}
        onMakeDefaultChange={(checked) => void formik.setFieldValue('makeDefault', checked)}
        saving={formik.isSubmitting}
        disabled={!stripe || !elements}
        onCancel={onCancel}
      />
    </form>
  );
}
