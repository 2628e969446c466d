import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavigationCategoriesDocument } from '../../__generated__/graphql';
import { LocationProbe, renderRoutes } from '../../test/render';
import { CategoryNav, NAV_COLLAPSED_QUERY } from './category-nav';

const page = (
  <>
    <CategoryNav />
    <LocationProbe />
  </>
);
const routes = [
  { path: '/', element: page },
  { path: '/category/:id', element: page },
];

function category(id: string, name: string, subs: Array<[string, string]> = []) {
  return {
    __typename: 'Category',
    id,
    name,
    subCategories: subs.map(([subId, subName]) => ({ __typename: 'Category', id: subId, name: subName })),
  };
}

const categoriesMock = {
  request: { query: NavigationCategoriesDocument },
  result: {
    data: {
      categories: [
        category('1', 'Electronics', [
          ['11', 'Phones'],
          ['12', 'Laptops'],
        ]),
        category('2', 'Home & Kitchen', [['21', 'Cookware']]),
        category('3', 'Tools'),
        category('4', 'Garden', [['41', 'Seeds']]),
        category('5', 'Toys'),
      ],
    },
  },
};

function topLevelNames(menu: HTMLElement): string[] {
  return Array.from(menu.children).map((item) => item.textContent ?? '');
}

function emulateScreen(matches: (query: string) => boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

describe('CategoryNav on a wide screen', () => {
  it("shows Home, the first 3 categories and 'More', with Home disabled on the home page", async () => {
    renderRoutes({ routes, url: '/', mocks: [categoriesMock] });
    const nav = screen.getByRole('navigation', { name: 'Categories' });

    await within(nav).findByRole('link', { name: 'Electronics' });
    const menu = within(nav).getByRole('menu');
    expect(topLevelNames(menu)).toEqual(['Home', 'Electronics', 'Home & Kitchen', 'Tools', 'More']);
    expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Home')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/category/3');
  });

  it('disables the link of the current category and links Home', async () => {
    renderRoutes({ routes, url: '/category/3', mocks: [categoriesMock] });
    const nav = screen.getByRole('navigation', { name: 'Categories' });

    await within(nav).findByRole('link', { name: 'Electronics' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).queryByRole('link', { name: 'Tools' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Tools')).toHaveAttribute('aria-current', 'page');
  });

  it("opens a category's sub-categories and 'More' with the other categories", async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url: '/', mocks: [categoriesMock] });
    const nav = screen.getByRole('navigation', { name: 'Categories' });

    await user.hover(await within(nav).findByRole('link', { name: 'Electronics' }));
    expect(await screen.findByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/category/12');
    expect(screen.getByRole('link', { name: 'All Electronics' })).toHaveAttribute('href', '/category/1');

    await user.hover(within(nav).getByText('More'));
    expect(await screen.findByRole('link', { name: 'Toys' })).toHaveAttribute('href', '/category/5');
    expect(screen.getByRole('link', { name: 'Garden' })).toHaveAttribute('href', '/category/4');
  });
});

describe('CategoryNav under 1199 px', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = emulateScreen((query) => query === NAV_COLLAPSED_QUERY);
  });
  afterEach(() => restore());

  it('opens a slide-in menu that Back and Escape close', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url: '/', mocks: [categoriesMock] });
    const trigger = screen.getByRole('button', { name: 'Categories' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const drawer = await screen.findByRole('dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await within(drawer).findByText('Electronics');
    expect(within(drawer).getByText('Home')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(drawer).getByRole('button', { name: 'Back' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });

  it("goes to a category from 'More' and closes", async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url: '/', mocks: [categoriesMock] });

    await user.click(screen.getByRole('button', { name: 'Categories' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByText('More'));
    // A submenu title unfolds it here; 'All Garden' is the category's own link.
    await user.click(await within(drawer).findByText('Garden'));
    expect(within(drawer).getByRole('link', { name: 'All Garden' })).toHaveAttribute('href', '/category/4');
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
    await user.click(await within(drawer).findByRole('link', { name: 'Seeds' }));

    expect(screen.getByLabelText('location')).toHaveTextContent('/category/41');
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false');
  });
});
