import { Alert, Button, Card, Typography } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { EnableTotpDocument, SetUpTotpDocument, type SetUpTotpMutation } from '../../__generated__/graphql';
import { TextInput } from '../../components/text-input';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';
import { usePermissions } from '../../lib/staff-access';
import { QrCode } from './qr-code';
import { enableTotpSchema, groupedSecret, REQUIRED_EXPLANATION } from './totp-rules';
import './security-page.css';

type Setup = SetUpTotpMutation['setUpTotp'];

export const ENABLED_MESSAGE = 'Two-step sign-in is on';

// The signed-in staff member's two-step sign-in: a secret for an authenticator app (a QR
// code, or the secret to type), then a code from the app turns it on. When the shop
// requires it and it is not set up yet, the console opens here and says why.
export function SecurityPage() {
  const { totpEnabled, totpSetupRequired } = usePermissions();
  const message = useMessage();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [setUpTotp, setUpState] = useMutation(SetUpTotpDocument);
  // The console's session is read again: the permissions come back once it is on.
  const [enableTotp] = useMutation(EnableTotpDocument, { refetchQueries: ['StaffSession'], awaitRefetchQueries: true });
  const [enableError, setEnableError] = useState<string | null>(null);

  async function start() {
    try {
      const { data } = await setUpTotp();
      if (data) setSetup(data.setUpTotp);
    } catch (error) {
      void message.error(errorMessage(error, 'Two-step sign-in could not be set up. Please try again.'));
    }
  }

  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: enableTotpSchema,
    onSubmit: async (values) => {
      setEnableError(null);
      try {
        await enableTotp({ variables: { code: values.code.trim() } });
        setSetup(null);
        void message.success(ENABLED_MESSAGE);
      } catch (error) {
        setEnableError(errorMessage(error, 'The code could not be checked. Please try again.'));
      }
    },
  });

  return (
    <section className="security-page">
      <h1>Two-step sign-in</h1>
      {totpSetupRequired && <Alert type="warning" showIcon title={REQUIRED_EXPLANATION} />}
      {totpEnabled ? (
        <Alert
          type="success"
          showIcon
          title="Two-step sign-in is on for your account."
          description="Each sign-in asks for the 6-digit code your authenticator app shows, as well as your password."
        />
      ) : !setup ? (
        <Card>
          <p>
            With two-step sign-in, signing in to your staff account takes your password and a 6-digit code from an
            authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and the like), so
            a password alone is not enough.
          </p>
          <Button type="primary" onClick={() => void start()} loading={setUpState.loading}>
            Set up two-step sign-in
          </Button>
        </Card>
      ) : (
        <Card>
          <ol className="security-page__steps">
            <li>
              <p>Scan this code with your authenticator app:</p>
              <QrCode text={setup.otpauthUrl} label="QR code of your two-step sign-in secret" />
              <p>
                Or type this secret into the app (time-based, 6 digits):{' '}
                <Typography.Text code copyable={{ text: setup.secret }} className="security-page__secret">
                  {groupedSecret(setup.secret)}
                </Typography.Text>
              </p>
              <p>
                On this phone? <a href={setup.otpauthUrl}>Open it in your authenticator app</a>.
              </p>
            </li>
            <li>
              <p>Enter the code the app now shows to turn two-step sign-in on.</p>
              {enableError && <Alert type="error" showIcon title={enableError} className="security-page__error" />}
              <FormikProvider value={formik}>
                <form onSubmit={formik.handleSubmit} noValidate aria-label="Turn on two-step sign-in">
                  <TextInput
                    name="code"
                    label="Code from the app"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                  />
                  <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                    Turn on two-step sign-in
                  </Button>
                </form>
              </FormikProvider>
            </li>
          </ol>
        </Card>
      )}
    </section>
  );
}
