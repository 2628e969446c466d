import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminOverviewDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { usd } from '../../test/money';
import { overviewOf } from './overview-fixture';
import { lastDays } from './period-picker';
import { OverviewScreen } from './overview-screen';

jest.setTimeout(60_000);

const dayList = (from: string, count: number, last: { orders: number; sales: string; refunded: string }) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    const isLast = index === count - 1;
    return {
      __typename: 'AdminOverviewDay' as const,
      date,
      orders: isLast ? last.orders : 0,
      sales: usd(isLast ? last.sales : '0.00'),
      refunds: isLast ? 1 : 0,
      refunded: usd(isLast ? last.refunded : '0.00'),
      netRevenue: usd(isLast ? (Number(last.sales) - Number(last.refunded)).toFixed(2) : '0.00'),
    };
  });

const thirty = lastDays(30);
const seven = lastDays(7);

const answer = (period: { from: string; to: string }, overview: ReturnType<typeof overviewOf>) => ({
  request: { query: AdminOverviewDocument, variables: period },
  result: { data: { admin: { __typename: 'AdminQuery' as const, overview } } },
});

const mocks = [
  answer(thirty, overviewOf(dayList(thirty.from, 30, { orders: 4, sales: '120.00', refunded: '10.00' }))),
  answer(seven, {
    ...overviewOf(dayList(seven.from, 7, { orders: 2, sales: '50.00', refunded: '0.00' })),
    gmv: usd('50.00'),
    netRevenue: usd('50.00'),
    orders: 2,
  }),
];

test('the overview links each figure to its list and describes its charts', async () => {
  renderRoutes({ routes: [{ path: '/admin', element: <OverviewScreen /> }], url: '/admin', mocks });
  const figures = await screen.findByRole('list', { name: 'The shop now' });
  const pending = within(figures).getByRole('link', { name: /Pending documents/ });
  expect(pending).toHaveAttribute('href', '/admin/documents');
  expect(pending).toHaveTextContent('4');
  expect(within(figures).getByRole('link', { name: /Gross sales/ })).toHaveTextContent('$1,234.50');
  expect(within(figures).getByRole('link', { name: /Settlement lag/ })).toHaveTextContent('none');
  expect(within(figures).getByRole('link', { name: /Pending returns/ })).toHaveAttribute('href', '/admin/returns');
  expect(
    await screen.findByRole('img', { name: 'Orders and refunds per day over 30 days: 4 orders and 1 refund in all.' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('img', {
      name: `GMV and net revenue per day from ${thirty.from} to ${thirty.to}: $120.00 GMV and $110.00 net revenue in all.`,
    }),
  ).toBeInTheDocument();
});

test("the period's figures, the levels and the top groups, for the last 30 days first", async () => {
  renderRoutes({ routes: [{ path: '/admin', element: <OverviewScreen /> }], url: '/admin', mocks });
  expect(
    await screen.findByRole('heading', { name: `Figures from ${thirty.from} to ${thirty.to} (UTC)` }),
  ).toBeInTheDocument();
  const figures = screen.getByRole('list', { name: "The period's figures" });
  const card = (label: string) => within(figures).getByText(label).closest('li')!;
  expect(card('GMV')).toHaveTextContent('$120.00');
  expect(card('Net revenue')).toHaveTextContent('$110.00');
  expect(card('Average order value')).toHaveTextContent('$30.00');
  expect(card('Refund rate')).toHaveTextContent('8.33%');
  expect(card('Refund rate')).toHaveTextContent('2 of 5 order lines refunded');
  expect(card('Settlement lag (median)')).toHaveTextContent('1 h');

  const levels = screen.getByRole('table', { name: 'Groups by price level' });
  expect(
    within(levels)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['Price levelGroups at it nowGroups that reached it', 'Level 113', 'Level 222']);
  const top = screen.getByRole('table', { name: 'Top groups by GMV' });
  expect(within(top).getByRole('row', { name: /Cast Iron Skillet/ })).toHaveTextContent('Cast Iron Skillet3$90.00');
  // The owner reads groups: each product opens its group's page.
  expect(within(top).getByRole('link', { name: 'Cast Iron Skillet' })).toHaveAttribute('href', '/admin/groups/17');
});

test('the preset buttons pick the last 7 days, the current one marked', async () => {
  renderRoutes({ routes: [{ path: '/admin', element: <OverviewScreen /> }], url: '/admin', mocks });
  await screen.findByRole('heading', { name: `Figures from ${thirty.from} to ${thirty.to} (UTC)` });
  const presets = screen.getByRole('radiogroup', { name: 'Preset periods' });
  expect(within(presets).getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await userEvent.click(within(presets).getByText('Last 7 days'));
  expect(
    await screen.findByRole('heading', { name: `Figures from ${seven.from} to ${seven.to} (UTC)` }),
  ).toBeInTheDocument();
  expect(within(presets).getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
});

test("the range picker's own presets pick the last 7 days and the figures follow", async () => {
  renderRoutes({ routes: [{ path: '/admin', element: <OverviewScreen /> }], url: '/admin', mocks });
  await screen.findByRole('heading', { name: `Figures from ${thirty.from} to ${thirty.to} (UTC)` });
  await userEvent.click(screen.getAllByRole('textbox')[0]!);
  // The popup's preset (an <li>), not the button of the same name beside the picker.
  await screen.findAllByText('Last 7 days');
  await userEvent.click(screen.getAllByText('Last 7 days').find((element) => element.tagName === 'LI')!);
  expect(
    await screen.findByRole('heading', { name: `Figures from ${seven.from} to ${seven.to} (UTC)` }),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: "The period's figures" }))
        .getByText('GMV')
        .closest('li'),
    ).toHaveTextContent('$50.00'),
  );
});

test('a failed read says so', async () => {
  renderRoutes({
    routes: [{ path: '/admin', element: <OverviewScreen /> }],
    url: '/admin',
    mocks: [{ request: { query: AdminOverviewDocument, variables: thirty }, error: new Error('Failed to fetch') }],
  });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
