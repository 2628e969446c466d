import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { GroupNameSuggestionsDocument } from '../../__generated__/graphql';
import { LocationProbe, renderRoutes } from '../../test/render';
import { HeaderSearch, SUGGEST_DEBOUNCE_MS } from './header-search';

const page = (
  <>
    <HeaderSearch />
    <LocationProbe />
    <Link to="/category/3">Tools</Link>
  </>
);
const routes = [
  { path: '/', element: page },
  { path: '/search/:name', element: page },
  { path: '/category/:id', element: page },
];

function suggestionsMock(text: string, names: string[], zipCode: string | null = null) {
  return {
    request: { query: GroupNameSuggestionsDocument, variables: { text, zipCode } },
    result: { data: { groupNameSuggestions: names } },
  };
}

function location() {
  return screen.getByLabelText('location').textContent;
}

// Fake timers: the suggestion debounce runs only when a test moves the clock, inside act.
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

// The box with its suggestions: pointing at the plain box loads the suggestions code, which
// then takes its place.
async function suggestionsBox() {
  await user.hover(searchBox());
  await waitFor(() => expect(searchBox().closest('.ant-select-auto-complete')).not.toBeNull());
  return searchBox();
}

function searchBox() {
  return screen.getByLabelText('Search products');
}

function pauseTyping() {
  act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
}

describe('HeaderSearch', () => {
  it('keeps what was typed, the caret and the focus while the suggestions code loads', async () => {
    renderRoutes({ routes, url: '/', mocks: [suggestionsMock('drill', ['Cordless Drill'])] });
    const plain = searchBox();
    expect(plain).toHaveAttribute('role', 'combobox');
    expect(plain.closest('.ant-select')).toBeNull();

    // Typed straight away: the first letters land in the plain box (the suggestions code is
    // not loaded yet in this file's first test).
    act(() => plain.focus());
    await user.keyboard('dril');
    await waitFor(() => expect(searchBox().closest('.ant-select-auto-complete')).not.toBeNull());
    expect(searchBox()).not.toBe(plain);
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('dril');
    expect((searchBox() as HTMLInputElement).selectionStart).toBe(4);
    await user.keyboard('l');
    expect(searchBox()).toHaveValue('drill');
    pauseTyping();

    expect(
      await screen.findByText('Cordless Drill', { selector: '.ant-select-item-option-content' }),
    ).toBeInTheDocument();
  });

  it("asks only for names sold at the shopper's ZIP code", async () => {
    localStorage.setItem('zip_code', '75201');
    renderRoutes({ routes, url: '/', mocks: [suggestionsMock('dri', ['Cordless Drill'], '75201')] });

    await user.type(await suggestionsBox(), 'dri');
    pauseTyping();

    expect(
      await screen.findByText('Cordless Drill', { selector: '.ant-select-item-option-content' }),
    ).toBeInTheDocument();
  });

  it('does nothing on Enter in an empty box', async () => {
    renderRoutes({ routes, url: '/category/3' });

    await user.type(screen.getByLabelText('Search products'), '{Enter}');
    expect(location()).toBe('/category/3');
    await user.type(screen.getByLabelText('Search products'), '   {Enter}');
    expect(location()).toBe('/category/3');
  });

  it('goes to /search/{text} on Enter and with the search button', async () => {
    renderRoutes({ routes, url: '/' });
    const box = await suggestionsBox();

    await user.type(box, 'drill{Enter}');
    expect(location()).toBe('/search/drill');
    expect(box).toHaveValue('drill');

    await user.clear(box);
    await user.type(box, 'saw');
    await user.click(screen.getByRole('button', { name: /search/i }));
    expect(location()).toBe('/search/saw');
  });

  it('suggests product names while typing and goes to the one chosen', async () => {
    renderRoutes({
      routes,
      url: '/',
      mocks: [suggestionsMock('pro', ['Pro Drill 20V', 'Projector HD']), suggestionsMock('Projector HD', [])],
    });

    await user.type(await suggestionsBox(), 'pro');
    pauseTyping();
    await user.click(await screen.findByText('Projector HD', { selector: '.ant-select-item-option-content' }));

    expect(location()).toBe(`/search/${encodeURIComponent('Projector HD')}`);
    expect(screen.getByLabelText('Search products')).toHaveValue('Projector HD');
  });

  it('chooses a suggestion with the arrow keys and Enter', async () => {
    const { router } = renderRoutes({
      routes,
      url: '/',
      mocks: [suggestionsMock('pro', ['Pro Drill 20V', 'Projector HD']), suggestionsMock('Projector HD', [])],
    });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await user.type(await suggestionsBox(), 'pro');
    pauseTyping();
    await screen.findByText('Projector HD', { selector: '.ant-select-item-option-content' });
    // rc-select reads keyCode, which user-event leaves out.
    const box = screen.getByLabelText('Search products');
    const press = (key: string, keyCode: number) => {
      fireEvent.keyDown(box, { key, code: key, keyCode, which: keyCode });
      fireEvent.keyUp(box, { key, code: key, keyCode, which: keyCode });
    };
    press('ArrowDown', 40);
    press('ArrowDown', 40);
    await act(() => Promise.resolve());
    press('Enter', 13);
    await act(async () => {
      jest.runOnlyPendingTimers();
    });

    expect(location()).toBe(`/search/${encodeURIComponent('Projector HD')}`);
    // Straight there: the typed 'pro' was not searched on the way.
    expect(visited).toEqual([`/search/${encodeURIComponent('Projector HD')}`]);
  });

  it('shows no suggestions and stays put when they fail to load', async () => {
    renderRoutes({
      routes,
      url: '/',
      mocks: [
        {
          request: { query: GroupNameSuggestionsDocument, variables: { text: 'pro', zipCode: null } },
          error: new Error('down'),
        },
      ],
    });

    await user.type(screen.getByLabelText('Search products'), 'pro');
    pauseTyping();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('goes home when the box is cleared', async () => {
    renderRoutes({ routes, url: '/search/drill' });
    expect(searchBox()).toHaveValue('drill');
    const box = await suggestionsBox();

    await user.clear(box);

    await waitFor(() => expect(location()).toBe('/'));
    expect(box).toHaveValue('');
  });

  it('empties the box when leaving the search pages', async () => {
    renderRoutes({ routes, url: '/search/drill' });

    await user.click(screen.getByRole('link', { name: 'Tools' }));

    expect(location()).toBe('/category/3');
    expect(screen.getByLabelText('Search products')).toHaveValue('');
  });
});
