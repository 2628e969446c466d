import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';

// The header's Account button, the same before and after its dropdown has loaded.
export function AccountButton({ ref, ...props }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button
      ref={ref}
      type="text"
      className="site-header__account"
      icon={<UserOutlined aria-hidden="true" />}
      {...props}
    >
      Account <DownOutlined className="site-header__caret" aria-hidden="true" />
    </Button>
  );
}
