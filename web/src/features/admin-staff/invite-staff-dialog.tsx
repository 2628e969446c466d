import { Modal } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { TextInput } from '../../components/text-input';
import { RolePicker } from './role-picker';
import { inviteSchema, type InviteStaffValues } from './staff-rules';
import { useStaffActions } from './use-staff-actions';

const initialValues: InviteStaffValues = { email: '', role: null };

// Invite someone to the staff: their address and a role. They are mailed a link valid 72
// hours where they choose their name and password.
export function InviteStaffDialog({ onClose }: { onClose: () => void }) {
  const actions = useStaffActions();
  const formik = useFormik<InviteStaffValues>({
    initialValues,
    validationSchema: inviteSchema,
    onSubmit: async (values) => {
      if (values.role && (await actions.invite(values.email.trim(), values.role))) onClose();
    },
  });
  const roleError = formik.submitCount > 0 ? formik.errors.role : undefined;

  return (
    <Modal
      title="Invite staff"
      open
      okText="Send invite"
      cancelText="Back"
      onOk={() => void formik.submitForm()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      destroyOnHidden
    >
      <p>They get an e-mail with a link, valid for 72 hours, where they choose their name and password.</p>
      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Invite staff">
          <TextInput name="email" label="E-mail" type="email" autoComplete="off" />
          <RolePicker
            value={formik.values.role}
            onChange={(role) => void formik.setFieldValue('role', role)}
            error={roleError}
          />
        </form>
      </FormikProvider>
    </Modal>
  );
}
