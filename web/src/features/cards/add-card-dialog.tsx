import { Alert, Form, Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { PaymentSettingsDocument, type CardList_CardsFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { CardFormEnd } from './card-form-end';
import { cardSchema, emptyCard, type CardValues } from './card-schema';
import { useAddCard, type AddCardOptions } from './use-add-card';
import { LoadingState } from '../../components/loading-state';

interface AddCardDialogProps extends AddCardOptions {
  open: boolean;
  onClose: () => void;
  // Called with the saved card after a success.
  onAdded?: (card: CardList_CardsFragment) => void;
}

type Field = keyof Omit<CardValues, 'makeDefault'>;

// Only a shop with a Stripe key downloads the Stripe form (and Stripe.js).
const StripeCardForm = lazy(() => import('./stripe-card-form'));

// 'Add new card': holder name, number, expiry month and year, cvc and 'default card'
// (docs/product.md#screens, #validation-rules). With a Stripe publishable key (read from the API when the dialog first
// opens) the card fields are Stripe Elements; otherwise the sandbox form, whose card data
// goes to the sandbox token route. Never to GraphQL.
export function AddCardDialog({ open, onClose, onAdded, successToast }: AddCardDialogProps) {
  const settings = useQuery(PaymentSettingsDocument, { skip: !open });
  const publishableKey = settings.data?.paymentSettings.publishableKey;
  const addCard = useAddCard({ successToast });
  const formik = useFormik<CardValues>({
    initialValues: emptyCard,
    validationSchema: cardSchema,
    onSubmit: async (values, helpers) => {
      const card = await addCard(values);
      if (!card) return;
      helpers.resetForm();
      onAdded?.(card);
      onClose();
    },
  });

  const fieldError = (name: Field) => (formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined);
  // One message for the two expiry fields.
  const expiryError = fieldError('expMonth') ?? fieldError('expYear');

  // A labelled card field; `error` is the message its box is marked by, shown under it
  // when `showError`.
  const field = (
    name: Field,
    label: string,
    props: Record<string, unknown>,
    error = fieldError(name),
    showError = true,
  ) => (
    <Form.Item
      label={label}
      htmlFor={`card-${name}`}
      validateStatus={error ? 'error' : undefined}
      help={showError ? error : undefined}
    >
      <Input
        id={`card-${name}`}
        name={name}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        aria-invalid={Boolean(error)}
        {...props}
      />
    </Form.Item>
  );

  const cancel = () => {
    formik.resetForm();
    onClose();
  };

  return (
    <Modal title="Add new card" open={open} onCancel={cancel} footer={null} destroyOnHidden>
      {!settings.data && settings.error && (
        <Alert type="error" showIcon title={errorMessage(settings.error, 'Could not load the card form')} />
      )}
      {!settings.data && !settings.error && <LoadingState label="Loading the card form" />}
      {publishableKey && (
        <Suspense fallback={<LoadingState label="Loading the card form" />}>
          <StripeCardForm
            publishableKey={publishableKey}
            successToast={successToast}
            onCancel={cancel}
            onSaved={(card) => {
              onAdded?.(card);
              onClose();
            }}
          />
        </Suspense>
      )}
      {settings.data && !publishableKey && (
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Add new card">
          <Form component={false} layout="vertical" requiredMark={false}>
            {field('holderName', 'Card holder name', { autoComplete: 'cc-name' })}
            {field('cardNumber', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 })}
            <div className="card-dialog__row">
              {field(
                'expMonth',
                'Expiry month',
                { inputMode: 'numeric', autoComplete: 'cc-exp-month', placeholder: 'MM', maxLength: 2 },
                expiryError,
              )}
              {/* The expiry's one message shows under the month. */}
              {field(
                'expYear',
                'Expiry year',
                { inputMode: 'numeric', autoComplete: 'cc-exp-year', placeholder: 'YYYY', maxLength: 4 },
                expiryError,
                false,
              )}
              {field('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
            </div>
          </Form>
          <CardFormEnd
            makeDefault={formik.values.makeDefault}
            onMakeDefaultChange={(checked) => void formik.setFieldValue('makeDefault', checked)}
            saving={formik.isSubmitting}
            onCancel={cancel}
          />
        </form>
      )}
    </Modal>
  );
}
