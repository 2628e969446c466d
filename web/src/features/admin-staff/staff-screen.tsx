import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Modal, Space, Switch, Table, Tag, type TableProps } from 'antd';
import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { StaffListDocument, type StaffStatus, type StaffTable_StaffMemberFragment } from '../../__generated__/graphql';
import { formatDate } from '../../lib/date';
import { errorMessage } from '../../lib/error-message';
import { ROLE_LABELS } from '../../lib/staff-access';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteStaffDialog } from './invite-staff-dialog';
import {
  disableConsequence,
  enableConsequence,
  REQUIRE_TOTP_LABEL,
  resendInviteConsequence,
  resetTotpConsequence,
  requireTotpText,
  STATUS_LABELS,
} from './staff-rules';
import { useStaffActions } from './use-staff-actions';
import './staff-screen.css';

type Member = StaffTable_StaffMemberFragment;
type Confirming = { member: Member; action: 'disable' | 'enable' | 'resetTotp' | 'resendInvite' };

// Each confirmation's title, button and consequence.
const CONFIRMATIONS = {
  disable: { title: 'Disable staff account', ok: 'Disable', consequence: disableConsequence },
  enable: { title: 'Enable staff account', ok: 'Enable', consequence: enableConsequence },
  resetTotp: { title: 'Reset two-step sign-in', ok: 'Reset', consequence: resetTotpConsequence },
  resendInvite: { title: 'Send the invite again', ok: 'Send again', consequence: resendInviteConsequence },
} as const;

// Only these confirmations' buttons are not red: nothing is taken away.
const HARMLESS = new Set<Confirming['action']>(['enable', 'resendInvite']);

// The Staff screen (owners: `staff.manage`): every staff account and pending invite with
// its role, status and two-step sign-in; invite (and send an invite again), change a role,
// disable and enable, reset a lost phone's two-step sign-in; and
// whether the shop requires two-step sign-in of every staff account.
export function StaffScreen() {
  const ids = useId();
  const actions = useStaffActions();
  const { data, error, loading } = useQuery(StaffListDocument, { fetchPolicy: 'cache-and-network' });
  const staff = data?.admin.staff;
  const settings = data?.admin.staffSettings;
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<Member | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [askingTotp, setAskingTotp] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirmStatus() {
    if (!confirming) return;
    setBusy(true);
    const done = await actions[confirming.action](confirming.member);
    setBusy(false);
    if (done) setConfirming(null);
  }

  async function setRequireTotp(on: boolean) {
    setBusy(true);
    const done = await actions.requireTotp(on);
    setBusy(false);
    if (done) setAskingTotp(false);
  }

  const columns: TableProps<Member>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      render: (_, member) => [member.firstName, member.lastName].filter(Boolean).join(' ') || '—',
    },
    { title: 'E-mail', dataIndex: 'email' },
    { title: 'Role', dataIndex: 'role', render: (role: Member['role']) => ROLE_LABELS[role] },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: StaffStatus) => (
        <Tag className={`staff-status staff-status--${status.toLowerCase()}`}>{STATUS_LABELS[status]}</Tag>
      ),
    },
    {
      title: 'Two-step sign-in',
      key: 'totp',
      render: (_, member) => (member.status === 'INVITED' ? '—' : member.totpEnabled ? 'On' : 'Off'),
    },
    {
      title: 'Since',
      key: 'since',
      render: (_, member) =>
        member.status === 'INVITED' && member.inviteExpiresAt
          ? `Invited ${formatDate(member.createdAt)}, link valid until ${formatDate(member.inviteExpiresAt)}`
          : formatDate(member.createdAt),
      responsive: ['lg'],
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, member) =>
        member.status === 'INVITED' ? (
          <Button
            size="small"
            onClick={() => setConfirming({ member, action: 'resendInvite' })}
            aria-label={`Send the invite to ${member.email} again`}
          >
            Send again…
          </Button>
        ) : (
          <Space wrap>
            <Button size="small" onClick={() => setChanging(member)} aria-label={`Change role of ${member.email}`}>
              Change role…
            </Button>
            {member.status === 'ACTIVE' ? (
              <Button
                size="small"
                danger
                onClick={() => setConfirming({ member, action: 'disable' })}
                aria-label={`Disable ${member.email}`}
              >
                Disable…
              </Button>
            ) : (
              <Button
                size="small"
                onClick={() => setConfirming({ member, action: 'enable' })}
                aria-label={`Enable ${member.email}`}
              >
                Enable…
              </Button>
            )}
            {member.totpEnabled && (
              <Button
                size="small"
                onClick={() => setConfirming({ member, action: 'resetTotp' })}
                aria-label={`Reset two-step sign-in of ${member.email}`}
              >
                Reset two-step sign-in…
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <section className="staff-screen">
      <div className="staff-screen__head">
        <h1>Staff</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setInviting(true)}>
          Invite staff
        </Button>
      </div>
      {error && !staff && <Alert type="error" showIcon title={errorMessage(error)} />}
      <Card className="staff-screen__settings">
        <div className="staff-screen__setting">
          <Switch
            id={`${ids}-totp`}
            checked={settings?.requireTotp ?? false}
            disabled={!settings}
            loading={busy && !confirming && !askingTotp}
            onChange={(on) => (on ? setAskingTotp(true) : void setRequireTotp(false))}
          />
          <label htmlFor={`${ids}-totp`}>{REQUIRE_TOTP_LABEL}</label>
        </div>
        {settings && <p className="staff-screen__setting-text">{requireTotpText(settings.requireTotp)}</p>}
      </Card>
      <div className="staff-screen__scroll" role="region" aria-label="Staff accounts" tabIndex={0}>
        <Table<Member>
          rowKey="id"
          columns={columns}
          dataSource={staff ?? []}
          loading={loading && !staff}
          locale={{ emptyText: 'No staff yet.' }}
          pagination={false}
        />
      </div>
      {inviting && <InviteStaffDialog onClose={() => setInviting(false)} />}
      {changing && <ChangeRoleDialog member={changing} onClose={() => setChanging(null)} />}
      <Modal
        title={confirming && CONFIRMATIONS[confirming.action].title}
        open={confirming !== null}
        okText={confirming && CONFIRMATIONS[confirming.action].ok}
        okButtonProps={{ danger: confirming !== null && !HARMLESS.has(confirming.action) }}
        cancelText="Back"
        onOk={() => void confirmStatus()}
        onCancel={() => setConfirming(null)}
        confirmLoading={busy}
        destroyOnHidden
      >
        <p>{confirming && CONFIRMATIONS[confirming.action].consequence(confirming.member)}</p>
      </Modal>
      <Modal
        title="Require two-step sign-in"
        open={askingTotp}
        okText="Require it"
        cancelText="Back"
        onOk={() => void setRequireTotp(true)}
        onCancel={() => setAskingTotp(false)}
        confirmLoading={busy}
        destroyOnHidden
      >
        <p>
          Every staff account will sign in with a code from an authenticator app. Staff who have not set it up keep
          their session but can do nothing in the console until they set it up on their “Two-step sign-in” page. Your
          own account must use it already.
        </p>
      </Modal>
    </section>
  );
}
