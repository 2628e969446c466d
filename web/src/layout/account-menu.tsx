import { DashboardOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../lib/session';

// The logged-in header's Account dropdown: Dashboard and Logout (spec §2).
export function AccountMenu() {
  const client = useApolloClient();
  const navigate = useNavigate();

  // Logout clears all local storage (and the cached server data), then goes to '/'.
  const logout = async () => {
    clearSession();
    await client.clearStore();
    await navigate('/');
  };

  const items: MenuProps['items'] = [
    { key: 'dashboard', icon: <DashboardOutlined aria-hidden="true" />, label: 'Dashboard' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden="true" />, label: 'Logout' },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'dashboard') void navigate('/dashboard');
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
