import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Subject } from 'rxjs';
import {
  FilterCategoriesDocument,
  GroupsDocument,
  type GroupCard_GroupFragment,
  type GroupFilter,
} from '../../__generated__/graphql';
import { clearSession } from '../../lib/session';
import { SESSION_KEYS } from '../../lib/session-keys';
import { usd } from '../../test/money';
import { LocationProbe, renderRoutes, testClient, TestProviders } from '../../test/render';
import { GroupListing } from './group-listing';
import { CATEGORY_PAGE_SIZE, HOME_PAGE_SIZE } from './page-sizes';
import { ZIP_DEBOUNCE_MS, ZIP_HINT } from './zip-code-input';

const routes = [
  {
    path: '/',
    element: (
      <>
        <GroupListing title="Home" pageSize={HOME_PAGE_SIZE} emptyText="No Groups Available" />
        <LocationProbe />
      </>
    ),
  },
  {
    path: '/category/:id',
    element: (
      <GroupListing title="Category" pageSize={CATEGORY_PAGE_SIZE} categoryId="7" emptyText="No Groups Available" />
    ),
  },
  {
    path: '/search/:name',
    element: <GroupListing title="Search" pageSize={HOME_PAGE_SIZE} productName="drill" emptyText="No Groups Found" />,
  },
];

// The filter panel beside the listing reads the category tree.
const categoriesMock = {
  request: { query: FilterCategoriesDocument },
  result: { data: { categories: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function groups(from: number, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    __typename: 'GroupCard' as const,
    id: String(from + index),
    productName: `Group product ${from + index}`,
    price: usd('20.00'),
    discountedPrice: usd('18.00'),
    imageUrl: null,
    endDate: '2030-01-01T00:00:00.000Z',
    quantityBooked: 3,
    currentLevel: 0,
    nextLevel: null as GroupCard_GroupFragment['nextLevel'],
  }));
}

/**
 * The listing's page of `first` groups (after `after`, or the first page), each with the
 * cursor `c<id>`; `hasNextPage` says whether groups follow it.
 */
function pageMock(
  filter: GroupFilter,
  first: number,
  items: ReturnType<typeof groups>,
  { after, hasNextPage }: { after?: string; hasNextPage: boolean },
) {
  const cursor = (item: (typeof items)[number]) => `c${item.id}`;
  return {
    request: { query: GroupsDocument, variables: after ? { filter, first, after } : { filter, first } },
    result: {
      data: {
        groups: {
          __typename: 'GroupCardConnection' as const,
          edges: items.map((node) => ({ __typename: 'GroupCardEdge' as const, cursor: cursor(node), node })),
          pageInfo: {
            __typename: 'PageInfo' as const,
            hasNextPage,
            endCursor: items.length > 0 ? cursor(items[items.length - 1]!) : null,
          },
        },
      },
    },
  };
}

describe('GroupListing', () => {
  it('asks for a ZIP code when none is known', () => {
    renderRoutes({ routes, url: '/', mocks: [categoriesMock] });

    expect(screen.getByRole('heading', { name: 'Find products in your area' })).toBeInTheDocument();
    expect(screen.getByText('Please enter your ZIP code to view available products in your area')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('maxlength', '5');
  });

  it('applies a typed ZIP code only at 5 digits, 1 second after typing stops', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderRoutes({
        routes,
        url: '/',
        mocks: [categoriesMock, pageMock({ zipCode: '75201' }, 12, groups(1, 3), { hasNextPage: false })],
      });
      const input = screen.getByLabelText('ZIP code');

      // Letters, then four digits: nothing applied, and once typing stops the box says why.
      await user.type(input, 'abc');
      act(() => jest.advanceTimersByTime(ZIP_DEBOUNCE_MS));
      expect(screen.getByText(ZIP_HINT)).toHaveAttribute('role', 'status');
      expect(input).toHaveAccessibleDescription(ZIP_HINT);
      await user.clear(input);
      await user.type(input, '7520');
      expect(screen.queryByText(ZIP_HINT)).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(ZIP_DEBOUNCE_MS * 2));
      expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
      expect(screen.getByRole('heading', { name: 'Find products in your area' })).toBeInTheDocument();
      expect(screen.getByText(ZIP_HINT)).toBeInTheDocument();

      await user.type(input, '1');
      expect(screen.queryByText(ZIP_HINT)).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(ZIP_DEBOUNCE_MS - 10));
      expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);

      act(() => jest.advanceTimersByTime(10));
      expect(screen.getByLabelText('location')).toHaveTextContent('/?zipCode=75201');
      expect(await screen.findAllByRole('article')).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows 'Load More' while groups follow and appends the page after the last card's cursor", async () => {
    localStorage.setItem('zip_code', '75201');
    const user = userEvent.setup();
    renderRoutes({
      routes,
      url: '/',
      mocks: [
        categoriesMock,
        pageMock({ zipCode: '75201' }, 12, groups(1, 12), { hasNextPage: true }),
        pageMock({ zipCode: '75201' }, 12, groups(13, 4), { after: 'c12', hasNextPage: false }),
      ],
    });

    expect(await screen.findAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByRole('article', { name: 'Group product 16' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(16);
    expect(screen.getByRole('article', { name: 'Group product 1' })).toBeInTheDocument();
    // Nothing follows the last page.
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("shows no 'Load More' when nothing follows, a page not full or one that ends the list exactly", async () => {
    const { unmount } = renderRoutes({
      routes,
      url: '/?zipCode=10001',
      mocks: [categoriesMock, pageMock({ zipCode: '10001' }, 12, groups(1, 5), { hasNextPage: false })],
    });
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    unmount();

    // Exactly 12 groups in the area: a full page, but the server says none follow.
    renderRoutes({
      routes,
      url: '/?zipCode=10001',
      mocks: [categoriesMock, pageMock({ zipCode: '10001' }, 12, groups(1, 12), { hasNextPage: false })],
    });
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('prefers the URL ZIP code and reads min and max into the filter as decimal amounts', async () => {
    localStorage.setItem('zip_code', '75201');
    renderRoutes({
      routes,
      url: '/?zipCode=78701&min=10&max=500',
      mocks: [
        categoriesMock,
        pageMock({ zipCode: '78701', minPrice: '10.00', maxPrice: '500.00' }, 12, groups(1, 2), { hasNextPage: false }),
      ],
    });

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByLabelText('ZIP code')).toHaveValue('78701');
  });

  it("shows 'No Groups Available' when the area has no groups", async () => {
    localStorage.setItem('zip_code', '59001');
    renderRoutes({
      routes,
      url: '/',
      mocks: [categoriesMock, pageMock({ zipCode: '59001' }, 12, [], { hasNextPage: false })],
    });

    expect(await screen.findByText('No Groups Available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    // No price filter narrows it: nothing to clear.
    expect(screen.queryByText(/price filter is on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear price filter' })).not.toBeInTheDocument();
  });

  it('says a saved price filter is on when it hides every group, and clears it there', async () => {
    localStorage.setItem('zip_code', '75201');
    sessionStorage.setItem('price_filter', JSON.stringify({ min: 4000 }));
    const user = userEvent.setup();
    try {
      renderRoutes({
        routes,
        url: '/',
        mocks: [
          categoriesMock,
          pageMock({ zipCode: '75201', minPrice: '4000.00' }, 12, [], { hasNextPage: false }),
          pageMock({ zipCode: '75201' }, 12, groups(1, 2), { hasNextPage: false }),
        ],
      });

      expect(await screen.findByText('No Groups Available')).toBeInTheDocument();
      expect(screen.getByText('A price filter is on: $4,000.00 and up.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear price filter' }));

      expect(await screen.findAllByRole('article')).toHaveLength(2);
      expect(sessionStorage.getItem('price_filter')).toBeNull();
      expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
    } finally {
      sessionStorage.clear();
    }
  });

  it("takes a URL's price range out of the query and keeps its ZIP code", async () => {
    const user = userEvent.setup();
    renderRoutes({
      routes,
      url: '/?zipCode=78701&min=10&max=20',
      mocks: [
        categoriesMock,
        pageMock({ zipCode: '78701', minPrice: '10.00', maxPrice: '20.00' }, 12, [], { hasNextPage: false }),
        pageMock({ zipCode: '78701' }, 12, groups(1, 3), { hasNextPage: false }),
      ],
    });

    expect(await screen.findByText('A price filter is on: $10.00 – $20.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear price filter' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/\?zipCode=78701$/);
  });

  it('lists 10 a page on a category', async () => {
    localStorage.setItem('zip_code', '75201');
    renderRoutes({
      routes,
      url: '/category/7',
      mocks: [
        categoriesMock,
        pageMock({ zipCode: '75201', categoryId: '7' }, 10, groups(1, 10), { hasNextPage: true }),
      ],
    });

    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });

  it("shows 'No Groups Found' for a search without results", async () => {
    localStorage.setItem('zip_code', '75201');
    renderRoutes({
      routes,
      url: '/search/drill',
      mocks: [categoriesMock, pageMock({ zipCode: '75201', productName: 'drill' }, 12, [], { hasNextPage: false })],
    });

    expect(await screen.findByText('No Groups Found')).toBeInTheDocument();
  });
});

describe('GroupListing, signed in', () => {
  beforeEach(() => localStorage.setItem(SESSION_KEYS.token, 'session-token'));
  // The listing is still mounted here: signing out re-renders it.
  afterEach(() => act(() => clearSession()));

  it("moves a card's level progress to the next level when another buyer's order passes one", async () => {
    const events = new Subject<ApolloLink.Result>();
    const live = new ApolloLink(() => events);
    const card = {
      ...groups(1, 1)[0]!,
      productName: 'Cordless Drill 20V',
      price: usd('59.99'),
      discountedPrice: usd('54.99'),
      quantityBooked: 13,
      currentLevel: 1,
      nextLevel: { __typename: 'NextPriceLevel' as const, quantityLevel: 35, unitPrice: usd('52.99'), unitsNeeded: 8 },
    };
    const mocks = [categoriesMock, pageMock({ zipCode: '75201' }, 12, [card], { hasNextPage: false })];
    const router = createMemoryRouter(routes, { initialEntries: ['/?zipCode=75201'] });
    render(
      <TestProviders client={testClient(new MockLink(mocks), live)}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    const article = await screen.findByRole('article', { name: 'Cordless Drill 20V' });
    expect(within(article).getByText('8 more units unlock $52.99')).toBeInTheDocument();

    act(() =>
      events.next({
        data: {
          groupChanged: {
            __typename: 'Group',
            id: '1',
            quantityBooked: 36,
            unitsLeft: 64,
            currentLevel: 2,
            discountedPrice: usd('52.99'),
            nextLevel: { __typename: 'NextPriceLevel', quantityLevel: 50, unitPrice: usd('49.99'), unitsNeeded: 15 },
            status: 'OPEN',
          },
        },
      }),
    );

    expect(await within(article).findByText('15 more units unlock $49.99')).toBeInTheDocument();
    expect(within(article).queryByText('8 more units unlock $52.99')).not.toBeInTheDocument();
    expect(within(article).getByText('$52.99')).toBeInTheDocument();
    const bar = within(article).getByRole('progressbar', { name: '15 more units unlock $49.99' });
    expect(bar).toHaveAttribute('aria-valuenow', '36');
    expect(bar).toHaveAttribute('aria-valuemax', '51');
  });
});
