import { DashboardOutlined, DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../features/auth/use-logout';
import { paths } from '../lib/paths';
import { useIsAdmin } from '../lib/session';

// The logged-in header's Account dropdown: Dashboard and Logout (docs/product.md#screens),
// and for admins the operator console, which shoppers never see.
export function AccountMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  const admin = useIsAdmin();

  const items: MenuProps['items'] = [
    { key: 'dashboard', icon: <DashboardOutlined aria-hidden="true" />, label: 'Dashboard' },
    ...(admin ? [{ key: 'admin', icon: <SettingOutlined aria-hidden="true" />, label: 'Admin' }] : []),
    { key: 'logout', icon: <LogoutOutlined aria-hidden="true" />, label: 'Logout' },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'dashboard') void navigate(paths.dashboard);
          if (key === 'admin') void navigate(paths.admin);
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" className="site-header__account" icon={<UserOutlined aria-hidden="true" />}>
        Account <DownOutlined className="site-header__caret" aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
