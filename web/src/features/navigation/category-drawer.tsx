import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, type MenuProps } from 'antd';

interface CategoryDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NonNullable<MenuProps['items']>;
  pathname: string;
  onClick: MenuProps['onClick'];
}

// The narrow screen's slide-in category menu. Its own chunk, requested when the shopper
// first opens it (category-nav.tsx), not with the page.
export default function CategoryDrawer({ open, onClose, items, pathname, onClick }: CategoryDrawerProps) {
  return (
    <Drawer
      id="category-nav-drawer"
      placement="left"
      open={open}
      onClose={onClose}
      size={300}
      closable={false}
      title={
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={onClose}>
          Back
        </Button>
      }
      className="category-nav__drawer"
    >
      <Menu mode="inline" items={items} selectedKeys={[pathname]} onClick={onClick} />
    </Drawer>
  );
}
