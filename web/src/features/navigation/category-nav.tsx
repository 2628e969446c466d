import { MenuOutlined } from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { NavigationCategoriesDocument } from '../../__generated__/graphql';
import { useMediaQuery } from '../../lib/use-media-query';
import { buildNavItems } from './nav-items';
import './navigation.css';

// antd's Menu and Drawer are not on a phone's first load (docs/decisions.md "Shop pages on a
// phone"): the bar's menu loads on wide screens only, the slide-in menu when first opened.
const loadDrawer = () => import('./category-drawer');
const CategoryBar = lazy(() => import('./category-bar'));
const CategoryDrawer = lazy(loadDrawer);

// Under about 1199 px the bar becomes a slide-in menu (docs/product.md#screens, #constants-and-limits).
export const NAV_COLLAPSED_QUERY = '(max-width: 1198.98px)';

// The category navigation bar of the logged-in main layout.
export function CategoryNav() {
  const collapsed = useMediaQuery(NAV_COLLAPSED_QUERY);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted, so it can play its closing slide.
  const [opened, setOpened] = useState(false);
  // Any navigation closes the slide-in menu (a category title is a link too). Adjusted while
  // rendering, React's pattern for state that follows a changing value.
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setOpen(false);
  }
  // A failed load is silent: the bar shows Home only.
  const { data } = useQuery(NavigationCategoriesDocument);
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
          {/* The placeholder has the bar's height: nothing below moves when the menu comes. */}
          <Suspense fallback={<div className="category-nav__placeholder" />}>
            <CategoryBar items={items} pathname={pathname} onClick={onClick} />
          </Suspense>
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
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          // Hovering or focusing the button starts loading the menu before the click.
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          className="category-nav__trigger"
        >
          Categories
        </Button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <CategoryDrawer
            open={open}
            onClose={() => setOpen(false)}
            items={items}
            pathname={pathname}
            onClick={onClick}
          />
        </Suspense>
      )}
    </nav>
  );
}
