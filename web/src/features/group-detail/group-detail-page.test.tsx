import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GroupDocument, type GroupQuery } from '../../__generated__/graphql';
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, render } from '@testing-library/react';
import { Subject } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LocationProbe, renderRoutes, testClient, TestProviders } from '../../test/render';
import { usd } from '../../test/money';
import { clearSession } from '../../lib/session';
import { SESSION_KEYS } from '../../lib/session-keys';
import { paths } from '../../lib/paths';
import { GroupDetailPage } from './group-detail-page';

const routes = [
  { path: '/product/:id', element: <GroupDetailPage groupId="42" /> },
  { path: '*', element: <LocationProbe /> },
];

const LEVELS = [
  { __typename: 'PriceLevel' as const, fromQuantity: 1, quantityLevel: 10, unitPrice: usd('100.00') },
  { __typename: 'PriceLevel' as const, fromQuantity: 11, quantityLevel: 50, unitPrice: usd('90.00') },
  { __typename: 'PriceLevel' as const, fromQuantity: 51, quantityLevel: 100, unitPrice: usd('80.00') },
];

type Group = GroupQuery['group'];

const CATEGORY = { __typename: 'CategoryRef', id: '7', name: 'Tools' };
const DOCUMENT = { __typename: 'GroupDocument', url: 'docs/drill.pdf', fileName: 'drill.pdf' };
const NEXT_LEVEL = { __typename: 'NextPriceLevel', quantityLevel: 50, unitPrice: usd('90.00'), unitsNeeded: 11 };

function group(overrides: Partial<Group> = {}) {
  return {
    __typename: 'Group',
    id: '42',
    productName: 'Cordless Drill 20V',
    description: 'A compact drill for everyday jobs.',
    price: usd('120.00'),
    discountedPrice: usd('100.00'),
    category: CATEGORY,
    // Midday UTC: the same calendar day in any US time zone.
    endDate: '2026-12-31T12:00:00.000Z',
    quantityBooked: 0,
    unitsLeft: 100,
    status: 'OPEN' as const,
    images: ['groups/1.jpg', 'groups/2.jpg', 'groups/3.jpg', 'groups/4.jpg', 'groups/5.jpg', 'groups/6.jpg'],
    documents: [DOCUMENT],
    levels: LEVELS,
    nextLevel: NEXT_LEVEL as Group['nextLevel'],
    currentLevel: 1,
    deliversToYou: null as boolean | null,
    ...overrides,
  };
}

function renderGroup(answer: ReturnType<typeof group>) {
  return renderRoutes({
    routes,
    url: '/product/42',
    mocks: [{ request: { query: GroupDocument, variables: { id: '42' } }, result: { data: { group: answer } } }],
  });
}

async function currentRow() {
  const table = await screen.findByRole('table');
  const rows = within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-current') === 'true');
  expect(rows).toHaveLength(1);
  return rows[0] as HTMLElement;
}

describe('GroupDetailPage', () => {
  it('shows the name, prices, category, deal end, orders so far, status and documents', async () => {
    renderGroup(group({ quantityBooked: 7 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cordless Drill 20V' })).toBeInTheDocument();
    expect(window.document.title).toBe('Cordless Drill 20V | GroupBuy');
    expect(screen.getByText('A compact drill for everyday jobs.')).toBeInTheDocument();
    expect(screen.getByText('$120.00').tagName).toBe('DEL');
    expect(screen.getAllByText('$100.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/category/7');

    const facts = screen.getByText('Deal Ends On').closest('div') as HTMLElement;
    expect(within(facts).getByText('12/31/2026')).toBeInTheDocument();
    const orders = screen.getByText('Total orders placed by all buyers').closest('div') as HTMLElement;
    expect(within(orders).getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();

    const document = screen.getByRole('link', { name: /drill\.pdf/ });
    expect(document).toHaveAttribute('href', '/media/docs/drill.pdf');
    expect(document).toHaveAttribute('target', '_blank');
  });

  it('shows one price when the prices are the same', async () => {
    renderGroup(group({ price: usd('100.00'), discountedPrice: usd('100.00') }));

    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.group-detail__prices del')).toBeNull();
  });

  it.each([
    [0, '1 - 10'],
    [10, '1 - 10'],
    [11, '11 - 50'],
    [30, '11 - 50'],
    [100, '51+'],
    [250, '51+'],
  ])('with %p booked highlights the row %s', async (quantityBooked, label) => {
    renderGroup(group({ quantityBooked }));

    const row = await currentRow();
    expect(within(row).getByText(label)).toBeInTheDocument();
  });

  it("says how many more units unlock the next level's price", async () => {
    renderGroup(group({ quantityBooked: 39 }));

    expect(await screen.findByText('11 more units unlock $90.00 per unit')).toBeInTheDocument();
  });

  it("says 'Best price reached' at the top level", async () => {
    renderGroup(group({ quantityBooked: 120, discountedPrice: usd('80.00'), nextLevel: null }));

    expect(await screen.findByText('Best price reached')).toBeInTheDocument();
  });

  it('a closed group that ended shows its booked units, the level reached and why it cannot be bought', async () => {
    renderRoutes({
      routes: [
        {
          path: '/product/:id',
          element: <GroupDetailPage groupId="42" purchase={() => <button>Add to cart</button>} />,
        },
      ],
      url: '/product/42',
      mocks: [
        {
          request: { query: GroupDocument, variables: { id: '42' } },
          result: {
            data: {
              group: group({
                status: 'CLOSED',
                quantityBooked: 30,
                unitsLeft: 70,
                discountedPrice: usd('90.00'),
                endDate: '2020-03-10T12:00:00.000Z',
                nextLevel: null,
              }),
            },
          },
        },
      ],
    });

    await screen.findByRole('heading', { level: 1 });
    const orders = screen.getByText('Total orders placed by all buyers').closest('div') as HTMLElement;
    expect(within(orders).getByText('30')).toBeInTheDocument();
    const row = await currentRow();
    expect(within(row).getByText('11 - 50')).toBeInTheDocument();
    expect(within(row).getByText('Reached')).toBeInTheDocument();
    expect(screen.queryByText('Current')).not.toBeInTheDocument();
    expect(screen.queryByText('Best price reached')).not.toBeInTheDocument();
    expect(screen.getByText('Closed with 30 units booked: level 2 of 3, $90.00 per unit')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'This group is closed, so it cannot be added to the cart: the deal ended on 03/10/2020.',
    );
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('a sold-out group says every unit is booked', async () => {
    renderGroup(group({ status: 'CLOSED', quantityBooked: 100, unitsLeft: 0, nextLevel: null }));

    expect(await screen.findByRole('note')).toHaveTextContent('every unit has been booked.');
  });

  it('shows 4 thumbnails and slides with the next and previous buttons', async () => {
    const user = userEvent.setup();
    renderGroup(group());

    await screen.findByRole('heading', { level: 1 });
    const thumbnails = () => screen.getAllByRole('button', { name: /^Show image/ }).map((button) => button.ariaLabel);
    expect(thumbnails()).toEqual(['Show image 1', 'Show image 2', 'Show image 3', 'Show image 4']);
    expect(screen.getByRole('button', { name: 'Previous images' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next images' }));
    await user.click(screen.getByRole('button', { name: 'Next images' }));
    expect(thumbnails()).toEqual(['Show image 3', 'Show image 4', 'Show image 5', 'Show image 6']);
    expect(screen.getByRole('button', { name: 'Next images' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Show image 5' }));
    expect(screen.getByRole('img', { name: 'Cordless Drill 20V, image 5 of 6' })).toHaveAttribute(
      'src',
      '/media/groups/5.jpg',
    );
  });

  it.each([
    ['OPEN', true],
    ['CLOSED', false],
  ] as const)('with the status %s shows the add-to-cart control: %p', async (status, shown) => {
    renderRoutes({
      routes: [
        {
          path: '/product/:id',
          element: <GroupDetailPage groupId="42" purchase={() => <button>Add to cart</button>} />,
        },
      ],
      url: '/product/42',
      mocks: [
        { request: { query: GroupDocument, variables: { id: '42' } }, result: { data: { group: group({ status }) } } },
      ],
    });

    await screen.findByRole('heading', { name: 'Cordless Drill 20V' });
    expect(screen.queryByRole('button', { name: 'Add to cart' }) !== null).toBe(shown);
  });

  it.each([
    [true, false],
    [null, false],
    [false, true],
  ] as const)(
    'with deliversToYou %p says before any click that it does not deliver here: %p',
    async (deliversToYou, outOfArea) => {
      renderRoutes({
        routes: [
          {
            path: '/product/:id',
            element: (
              <GroupDetailPage
                groupId="42"
                purchase={(block) => (
                  <button disabled={block !== null} aria-describedby={block?.reasonId}>
                    Add to cart
                  </button>
                )}
              />
            ),
          },
        ],
        url: '/product/42',
        mocks: [
          {
            request: { query: GroupDocument, variables: { id: '42' } },
            result: { data: { group: group({ deliversToYou }) } },
          },
        ],
      });

      const add = await screen.findByRole('button', { name: 'Add to cart' });
      if (outOfArea) {
        expect(screen.getByRole('note')).toHaveTextContent(
          'This group does not deliver to your area, so it cannot be added to your cart. Only groups listed for your ZIP code can be ordered.',
        );
        expect(add).toBeDisabled();
        expect(add).toHaveAccessibleDescription(/does not deliver to your area/);
      } else {
        expect(screen.queryByRole('note')).not.toBeInTheDocument();
        expect(add).toBeEnabled();
      }
    },
  );

  it('a group without pictures shows the placeholder picture, not an empty box', async () => {
    renderGroup(group({ images: [] }));

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('img', { name: 'No picture yet' })).toBeVisible();
    expect(screen.getByText('No picture yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });

  it('shows the error and goes to /app/products when the group fails to load', async () => {
    renderRoutes({
      routes,
      url: '/product/42',
      mocks: [
        {
          request: { query: GroupDocument, variables: { id: '42' } },
          result: { errors: [new GraphQLError('Group not found')] },
        },
      ],
    });

    expect(await screen.findByLabelText('location')).toHaveTextContent(paths.groupFailure);
    expect(await screen.findByText('Group not found')).toBeInTheDocument();
  });
});

describe('GroupDetailPage, signed in', () => {
  beforeEach(() => localStorage.setItem(SESSION_KEYS.token, 'session-token'));
  afterEach(() => clearSession());

  it('changes in place as other buyers order, and says so when a level is passed', async () => {
    const events = new Subject<ApolloLink.Result>();
    const followed: unknown[] = [];
    const live = new ApolloLink((operation) => {
      followed.push(operation.variables);
      return events;
    });
    const mocks = [
      {
        request: { query: GroupDocument, variables: { id: '42' } },
        result: { data: { group: group({ quantityBooked: 8 }) } },
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/product/42'] });
    render(
      <TestProviders client={testClient(new MockLink(mocks), live)}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Cordless Drill 20V' });
    expect(followed).toEqual([{ ids: ['42'] }]);
    expect(screen.queryByText(/Price dropped/)).not.toBeInTheDocument();

    act(() =>
      events.next({
        data: {
          groupChanged: {
            __typename: 'Group',
            id: '42',
            quantityBooked: 12,
            unitsLeft: 88,
            currentLevel: 2,
            discountedPrice: usd('90.00'),
            nextLevel: { __typename: 'NextPriceLevel', quantityLevel: 100, unitPrice: usd('80.00'), unitsNeeded: 39 },
            status: 'OPEN',
          },
        },
      }),
    );
    expect(await screen.findByText('Price dropped to $90.00 for everyone')).toBeInTheDocument();
    const orders = screen.getByText('Total orders placed by all buyers').closest('div') as HTMLElement;
    expect(within(orders).getByText('12')).toBeInTheDocument();
    expect(within(await currentRow()).getByText('$90.00')).toBeInTheDocument();
  });
});
