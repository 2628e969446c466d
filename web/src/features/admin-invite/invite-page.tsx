import { Alert, Button } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { AcceptStaffInviteDocument, StaffInviteLinkDocument, type StaffRole } from '../../__generated__/graphql';
import { AuthFrame } from '../../components/auth-frame';
import { LoadingState } from '../../components/loading-state';
import { PasswordInput } from '../../components/password-input';
import { TextInput } from '../../components/text-input';
import { errorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { ROLE_LABELS } from '../../lib/staff-access';
import { ACCOUNT_READY, inviteSchema, LINK_NOT_VALID, type InviteValues } from './invite-schema';
import './invite-page.css';

const initialValues: InviteValues = { firstName: '', lastName: '', password: '', confirmPassword: '' };

// /admin/invite?token=… — the page an invited staff member's mail links to (public: they
// have no account yet). It says which address and role the invite is for, takes their
// name and a staff password, and then sends them to sign in.
export function InvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useQuery(StaffInviteLinkDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const [accepted, setAccepted] = useState(false);
  const invite = check.data?.staffInvite;

  let body;
  if (accepted) {
    body = (
      <p className="invite-page__done" role="status">
        {ACCOUNT_READY} <Link to={paths.login}>Sign in</Link>.
      </p>
    );
  } else if (token && check.loading) {
    body = <LoadingState label="Checking your invite" />;
  } else if (token && check.error && !invite) {
    body = <Alert type="error" showIcon title={errorMessage(check.error)} />;
  } else if (!invite?.valid || !invite.email || !invite.role) {
    body = <Alert type="warning" showIcon title={LINK_NOT_VALID} />;
  } else {
    body = (
      <InviteForm
        token={token}
        email={invite.email}
        role={invite.role}
        expiresAt={invite.expiresAt ?? null}
        onAccepted={() => setAccepted(true)}
      />
    );
  }

  return <AuthFrame title="Join the staff">{body}</AuthFrame>;
}

interface FormProps {
  token: string;
  email: string;
  role: StaffRole;
  expiresAt: string | null;
  onAccepted: () => void;
}

function InviteForm({ token, email, role, expiresAt, onAccepted }: FormProps) {
  const [accept] = useMutation(AcceptStaffInviteDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<InviteValues>({
    initialValues,
    validationSchema: inviteSchema,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await accept({
          variables: {
            token,
            password: values.password,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
          },
        });
        onAccepted();
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
  });

  return (
    <>
      <dl className="invite-page__facts" aria-label="Your invite">
        <dt>E-mail</dt>
        <dd>{email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_LABELS[role]}</dd>
        {expiresAt && (
          <>
            <dt>Link valid until</dt>
            <dd>{new Date(expiresAt).toLocaleString('en-US')}</dd>
          </>
        )}
      </dl>
      {serverError && <Alert className="auth-frame__alert" type="error" showIcon title={serverError} />}
      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Your staff account">
          <TextInput name="firstName" label="First name" autoComplete="given-name" maxLength={100} />
          <TextInput name="lastName" label="Last name" autoComplete="family-name" maxLength={100} />
          <PasswordInput name="password" label="Password" />
          <PasswordInput name="confirmPassword" label="Confirm Password" />
          <p className="invite-page__rule">
            At least 12 characters, with a letter, a number and one of @$!%*#?&amp;. You sign in with {email} and this
            password.
          </p>
          <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
            Create my staff account
          </Button>
        </form>
      </FormikProvider>
    </>
  );
}
