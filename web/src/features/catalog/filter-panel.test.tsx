import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { FilterCategoriesDocument } from '../../__generated__/graphql';
import { LocationProbe, renderRoutes } from '../../test/render';
import { FilterPanel } from './filter-panel';
import { withPriceRange } from './price-filter';

function CategoryPage() {
  const { id } = useParams();
  return (
    <>
      <FilterPanel categoryId={id} />
      <LocationProbe />
    </>
  );
}

const routes = [
  { path: '/category/:id', element: <CategoryPage /> },
  { path: '/', element: <CategoryPage /> },
];

const categoriesMock = {
  request: { query: FilterCategoriesDocument },
  result: {
    data: {
      categories: [
        {
          __typename: 'Category',
          id: '1',
          name: 'Electronics',
          subCategories: [
            { __typename: 'Category', id: '11', name: 'Phones' },
            { __typename: 'Category', id: '12', name: 'Laptops' },
          ],
        },
        { __typename: 'Category', id: '2', name: 'Garden', subCategories: [] },
      ],
    },
  },
};

function location() {
  return screen.getByLabelText('location').textContent;
}

describe('FilterPanel', () => {
  it('lists the category tree with the current category marked, each linking to its listing', async () => {
    renderRoutes({ routes, url: '/category/12', mocks: [categoriesMock] });

    expect(screen.getByRole('heading', { name: 'Filter' })).toBeInTheDocument();
    const phones = await screen.findByRole('link', { name: 'Phones' });
    expect(phones).toHaveAttribute('href', '/category/11');
    expect(screen.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/1');
    expect(screen.getByRole('link', { name: 'Garden' })).toHaveAttribute('href', '/category/2');

    const current = screen.getByRole('link', { name: 'Laptops' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('filter-tree__link--current');
    expect(phones).not.toHaveAttribute('aria-current');
  });

  it('folds and unfolds the category tree', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url: '/', mocks: [categoriesMock] });
    await screen.findByRole('link', { name: 'Phones' });
    const toggle = screen.getByRole('button', { name: 'Category' });

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Phones' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Phones' })).toBeVisible();
  });

  it('writes the price range to the URL only when the slider change ends', async () => {
    renderRoutes({ routes, url: '/category/1?zipCode=75201', mocks: [categoriesMock] });
    const maxHandle = screen.getByRole('slider', { name: 'Maximum price' });

    fireEvent.change(maxHandle, { target: { value: '4990' } });
    expect(screen.getByText('$0.00 – $4,990.00')).toBeInTheDocument();
    expect(location()).toBe('/category/1?zipCode=75201');

    fireEvent.keyUp(maxHandle, { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37 });
    expect(location()).toBe('/category/1?zipCode=75201&min=0&max=4990');

    const minHandle = screen.getByRole('slider', { name: 'Minimum price' });
    fireEvent.change(minHandle, { target: { value: '10' } });
    fireEvent.keyUp(minHandle, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    expect(location()).toBe('/category/1?zipCode=75201&min=10&max=4990');
    await screen.findByRole('link', { name: 'Phones' });
  });

  it('keeps the price range when the category changes (kept for the session)', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url: '/category/1', mocks: [categoriesMock] });
    const maxHandle = screen.getByRole('slider', { name: 'Maximum price' });
    fireEvent.change(maxHandle, { target: { value: '4990' } });
    fireEvent.keyUp(maxHandle, { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37 });
    expect(location()).toBe('/category/1?min=0&max=4990');

    await user.click(await screen.findByRole('link', { name: 'Garden' }));

    expect(location()).toBe('/category/2');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('4990');
    expect(screen.getByText('$0.00 – $4,990.00')).toBeInTheDocument();
  });

  it('stops a handle at the other one and reads each as dollars', async () => {
    renderRoutes({ routes, url: '/?min=100&max=500', mocks: [categoriesMock] });
    const minHandle = screen.getByRole('slider', { name: 'Minimum price' });

    fireEvent.change(minHandle, { target: { value: '900' } });
    fireEvent.pointerUp(minHandle);

    expect(minHandle).toHaveValue('500');
    expect(minHandle).toHaveAttribute('aria-valuetext', '$500.00');
    expect(screen.getByText('$500.00 – $500.00')).toBeInTheDocument();
    expect(location()).toBe('/?min=500&max=500');
    await screen.findByRole('link', { name: 'Phones' });
  });

  it('shows the range of the URL on the slider', async () => {
    renderRoutes({ routes, url: '/?min=100&max=500', mocks: [categoriesMock] });

    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('100');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('500');
    await screen.findByRole('link', { name: 'Phones' });
  });

  it("'Clear' resets the price and goes to /", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('price_filter', JSON.stringify({ min: 100, max: 500 }));
    renderRoutes({ routes, url: '/category/1?min=100&max=500', mocks: [categoriesMock] });
    await screen.findByRole('link', { name: 'Phones' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(location()).toBe('/');
    expect(sessionStorage.getItem('price_filter')).toBeNull();
    const panel = screen.getByRole('complementary', { name: 'Filter' });
    expect(within(panel).getByRole('slider', { name: 'Minimum price' })).toHaveValue('0');
    expect(within(panel).getByRole('slider', { name: 'Maximum price' })).toHaveValue('5000');
  });
});

describe('withPriceRange', () => {
  it('clamps the minimum at 0 and leaves the maximum out at the top of the slider', () => {
    const params = new URLSearchParams('zipCode=75201&max=300');
    expect(withPriceRange(params, [-20, 5000]).toString()).toBe('zipCode=75201&min=0');
    expect(withPriceRange(params, [50, 250]).toString()).toBe('zipCode=75201&max=250&min=50');
  });
});
