import { Alert, Button, Checkbox, Form, Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { lazy, Suspense } from 'react';
import { usePaymentSettingsQuery, type CardList_CardsFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { CardFormLoading } from './card-form-loading';
import { cardSchema, emptyCard, type CardValues } from './card-schema';
import { useAddCard, type AddCardOptions } from './use-add-card';

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
// (spec §4/§5). With a Stripe publishable key (read from the API when the dialog first
// opens) the card fields are Stripe Elements; otherwise the sandbox form, whose card data
// goes to the sandbox token route. Never to GraphQL.
export function AddCardDialog({ open, onClose, onAdded, successToast }: AddCardDialogProps) {
  const settings = usePaymentSettingsQuery({ skip: !open });
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

  const input = (name: Field, props: Record<string, unknown> = {}) => (
    <Input
      id={`card-${name}`}
      name={name}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      aria-invalid={Boolean(name === 'expMonth' || name === 'expYear' ? expiryError : fieldError(name))}
      {...props}
    />
  );

  return (
    <Modal
      title="Add new card"
      open={open}
      onCancel={() => {
        formik.resetForm();
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      {!settings.data && settings.error && (
        <Alert type="error" showIcon title={errorMessage(settings.error, 'Could not load the card form')} />
      )}
      {!settings.data && !settings.error && <CardFormLoading />}
      {publishableKey && (
        <Suspense fallback={<CardFormLoading />}>
          <StripeCardForm
            publishableKey={publishableKey}
            successToast={successToast}
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
            <Form.Item
              label="Card holder name"
              htmlFor="card-holderName"
              validateStatus={fieldError('holderName') ? 'error' : undefined}
              help={fieldError('holderName')}
            >
              {input('holderName', { autoComplete: 'cc-name' })}
            </Form.Item>
            <Form.Item
              label="Card number"
              htmlFor="card-cardNumber"
              validateStatus={fieldError('cardNumber') ? 'error' : undefined}
              help={fieldError('cardNumber')}
            >
              {input('cardNumber', { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 })}
            </Form.Item>
            <div className="card-dialog__row">
              <Form.Item
                label="Expiry month"
                htmlFor="card-expMonth"
                validateStatus={expiryError ? 'error' : undefined}
                help={expiryError}
              >
                {input('expMonth', {
                  inputMode: 'numeric',
                  autoComplete: 'cc-exp-month',
                  placeholder: 'MM',
                  maxLength: 2,
                })}
              </Form.Item>
              <Form.Item label="Expiry year" htmlFor="card-expYear" validateStatus={expiryError ? 'error' : undefined}>
                {input('expYear', {
                  inputMode: 'numeric',
                  autoComplete: 'cc-exp-year',
                  placeholder: 'YYYY',
                  maxLength: 4,
                })}
              </Form.Item>
              <Form.Item
                label="CVC"
                htmlFor="card-cvc"
                validateStatus={fieldError('cvc') ? 'error' : undefined}
                help={fieldError('cvc')}
              >
                {input('cvc', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
              </Form.Item>
            </div>
            <Checkbox
              name="makeDefault"
              checked={formik.values.makeDefault}
              onChange={(event) => void formik.setFieldValue('makeDefault', event.target.checked)}
            >
              Make this my default card
            </Checkbox>
          </Form>
          <div className="card-dialog__footer">
            <Button htmlType="submit" type="primary" loading={formik.isSubmitting}>
              Save card
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
