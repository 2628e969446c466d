import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import type { NavigationCategoriesQuery } from '../../__generated__/graphql';
import { paths, categoryPath } from '../../lib/paths';

// The bar shows this many categories before 'More' (docs/product.md#constants-and-limits).
const NAV_CATEGORIES_SHOWN = 3;

type Category = NavigationCategoriesQuery['categories'][number];
type Items = NonNullable<MenuProps['items']>;

// The current page's link is disabled (docs/product.md#screens): text, not a link, marked aria-disabled.
function linkLabel(to: string, text: string, currentPath: string) {
  if (to === currentPath) {
    return (
      <span className="category-nav__current" aria-disabled="true" aria-current="page">
        {text}
      </span>
    );
  }
  return <Link to={to}>{text}</Link>;
}

// A category: a plain entry, or a submenu opening its sub-categories. The submenu lists
// the category itself first ('All …'), so keyboard and touch users reach it too. In the
// slide-in menu a submenu title only unfolds it (titleLinks false): a tap on a name that
// both navigated and unfolded would close the menu before the sub-categories showed.
function categoryItem(category: Category, currentPath: string, titleLinks: boolean): Items[number] {
  const path = categoryPath(category.id);
  if (category.subCategories.length === 0) {
    return { key: path, label: linkLabel(path, category.name, currentPath), disabled: path === currentPath };
  }
  return {
    key: `submenu:${path}`,
    label: titleLinks ? linkLabel(path, category.name, currentPath) : category.name,
    children: [
      { key: path, label: linkLabel(path, `All ${category.name}`, currentPath), disabled: path === currentPath },
      ...category.subCategories.map((sub) => {
        const subPath = categoryPath(sub.id);
        return { key: subPath, label: linkLabel(subPath, sub.name, currentPath), disabled: subPath === currentPath };
      }),
    ],
  };
}

// docs/product.md#screens: Home, the first 3 categories with their sub-categories, then 'More' holding
// all the others with theirs. Item keys are the paths they open.
export function buildNavItems(categories: readonly Category[], currentPath: string, titleLinks = true): Items {
  const shown = categories.slice(0, NAV_CATEGORIES_SHOWN);
  const rest = categories.slice(NAV_CATEGORIES_SHOWN);
  const items: Items = [
    { key: paths.home, label: linkLabel(paths.home, 'Home', currentPath), disabled: currentPath === paths.home },
    ...shown.map((category) => categoryItem(category, currentPath, titleLinks)),
  ];
  if (rest.length > 0) {
    items.push({
      key: 'submenu:more',
      label: 'More',
      children: rest.map((category) => categoryItem(category, currentPath, titleLinks)),
    });
  }
  return items;
}
