import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../lib/session';

// The logged-in header's Account dropdown. Dashboard joins it once /dashboard is routed.
export function AccountMenu() {
  const client = useApolloClient();
  const navigate = useNavigate();

  // Logout clears all local storage (and the cached server data), then goes to '/'.
  const logout = async () => {
    clearSession();
    await client.clearStore();
    await navigate('/');
  };

  const items: MenuProps['items'] = [{ key: 'logout', icon: <LogoutOutlined />, label: 'Logout' }];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" className="site-header__account" icon={<UserOutlined />}>
        Account <DownOutlined className="site-header__caret" />
      </Button>
    </Dropdown>
  );
}
