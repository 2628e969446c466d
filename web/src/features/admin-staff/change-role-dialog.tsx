import { Modal } from 'antd';
import { useState } from 'react';
import type { StaffRole, StaffTable_StaffMemberFragment } from '../../__generated__/graphql';
import { RolePicker } from './role-picker';
import { memberName } from './staff-rules';
import { useStaffActions } from './use-staff-actions';

interface Props {
  member: StaffTable_StaffMemberFragment;
  onClose: () => void;
}

// A staff member's new role, in force from their next request (they stay signed in).
export function ChangeRoleDialog({ member, onClose }: Props) {
  const actions = useStaffActions();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    const changed = await actions.changeRole(member, role);
    setBusy(false);
    if (changed) onClose();
  }

  return (
    <Modal
      title="Change role"
      open
      okText="Change role"
      cancelText="Back"
      okButtonProps={{ disabled: role === member.role }}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p>
        The new role of {memberName(member)} applies from their next click; they stay signed in. The shop always keeps
        one active owner.
      </p>
      <RolePicker value={role} onChange={setRole} />
    </Modal>
  );
}
