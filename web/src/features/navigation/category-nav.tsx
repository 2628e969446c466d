import { ArrowLeftOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNavigationCategoriesQuery } from '../../__generated__/graphql';
import { useMediaQuery } from '../../lib/use-media-query';
import { buildNavItems } from './nav-items';
import './navigation.css';

// Under about 1199 px the bar becomes a slide-in menu (docs/product.md#screens, #constants-and-limits).
export const NAV_COLLAPSED_QUERY = '(max-width: 1198.98px)';

// The category navigation bar of the logged-in main layout.
export function CategoryNav() {
  const collapsed = useMediaQuery(NAV_COLLAPSED_QUERY);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Any navigation closes the slide-in menu (a category title is a link too). Adjusted while
  // rendering, React's pattern for state that follows a changing value.
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setOpen(false);
  }
  // A failed load is silent: the bar shows Home only.
  const { data } = useNavigationCategoriesQuery();
  const items = buildNavItems(data?.categories ?? [], pathname, !collapsed);

  // Pointer clicks follow the links in the labels; Enter or Space on a focused menu item
  // comes here, so the keyboard reaches the same pages.
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    setOpen(false);
    if (domEvent.type === 'keydown' && key.startsWith('/') && key !== pathname) void navigate(key);
  };

  if (!collapsed) {
    return (
      <nav className="category-nav" aria-label="Categories">
        <div className="container">
          <Menu
            mode="horizontal"
            items={items}
            selectedKeys={[pathname]}
            onClick={onClick}
            disabledOverflow
            className="category-nav__menu"
          />
        </div>
      </nav>
    );
  }

  return (
    <nav className="category-nav category-nav--collapsed" aria-label="Categories">
      <div className="container">
        <Button
          type="text"
          icon={<MenuOutlined aria-hidden="true" />}
          aria-expanded={open}
          aria-controls="category-nav-drawer"
          onClick={() => setOpen(true)}
          className="category-nav__trigger"
        >
          Categories
        </Button>
      </div>
      <Drawer
        id="category-nav-drawer"
        placement="left"
        open={open}
        onClose={() => setOpen(false)}
        size={300}
        closable={false}
        title={
          <Button type="text" icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={() => setOpen(false)}>
            Back
          </Button>
        }
        className="category-nav__drawer"
      >
        <Menu mode="inline" items={items} selectedKeys={[pathname]} onClick={onClick} />
      </Drawer>
    </nav>
  );
}
