import { DashboardOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../features/auth/use-logout';
import { paths } from '../lib/paths';
import { useIsAdmin } from '../lib/session';
import { AccountButton } from './account-button';

// The Account dropdown itself, its own chunk: account-menu.tsx mounts it, open, on the
// first click of the header's Account button. The button it renders takes the place (and
// the focus) of the one clicked, so a keyboard user stays where they were.
export default function AccountDropdown() {
  const navigate = useNavigate();
  const logout = useLogout();
  const admin = useIsAdmin();
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);

  const items: MenuProps['items'] = [
    { key: 'dashboard', icon: <DashboardOutlined aria-hidden="true" />, label: 'Dashboard' },
    ...(admin ? [{ key: 'admin', icon: <SettingOutlined aria-hidden="true" />, label: 'Admin' }] : []),
    { key: 'logout', icon: <LogoutOutlined aria-hidden="true" />, label: 'Logout' },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          if (key === 'dashboard') void navigate(paths.dashboard);
          if (key === 'admin') void navigate(paths.admin);
          if (key === 'logout') void logout();
        },
      }}
    >
      <AccountButton ref={button} />
    </Dropdown>
  );
}
