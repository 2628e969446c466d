import { Menu, type MenuProps } from 'antd';

interface CategoryBarProps {
  items: NonNullable<MenuProps['items']>;
  pathname: string;
  onClick: MenuProps['onClick'];
}

// The wide screen's category bar: a horizontal menu. Its own chunk (category-nav.tsx loads
// it only on a wide screen), so a phone's first load carries no menu code.
export default function CategoryBar({ items, pathname, onClick }: CategoryBarProps) {
  return (
    <Menu
      mode="horizontal"
      items={items}
      selectedKeys={[pathname]}
      onClick={onClick}
      disabledOverflow
      className="category-nav__menu"
    />
  );
}
