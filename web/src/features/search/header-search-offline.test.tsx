import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderRoutes } from '../../test/render';
import { HeaderSearch } from './header-search';

// The suggestions code cannot be fetched (a flaky network on first focus): the import fails.
jest.mock('./search-suggestions-box', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const page = (
  <>
    <HeaderSearch />
    <LocationProbe />
  </>
);

it('keeps the plain box, which still searches on Enter, when the suggestions code fails to load', async () => {
  const user = userEvent.setup();
  renderRoutes({
    url: '/',
    routes: [
      { path: '/', element: page },
      { path: '/search/:name', element: page },
    ],
  });
  const box = screen.getByLabelText('Search products');
  await user.click(box);
  await user.type(box, 'drill');
  // Let the failed import settle: nothing replaces the box, no error page.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.getByLabelText('Search products')).toBe(box);
  expect(box).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByLabelText('location')).toHaveTextContent('/search/drill');
});
