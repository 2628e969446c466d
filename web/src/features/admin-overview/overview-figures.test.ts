import { usd } from '../../test/money';
import { overviewOf } from './overview-fixture';
import { chartDays, chartSummary, formatLag, overviewFigures } from './overview-figures';
import { periodFigures, revenueDays, revenueSummary } from './period-figures';
import { lastDays } from './period-picker';

const overview = {
  ...overviewOf([
    {
      __typename: 'AdminOverviewDay' as const,
      date: '2025-03-01',
      orders: 3,
      sales: usd('90.00'),
      refunds: 1,
      refunded: usd('5.00'),
      netRevenue: usd('85.00'),
    },
    {
      __typename: 'AdminOverviewDay' as const,
      date: '2025-03-02',
      orders: 0,
      sales: usd('0.00'),
      refunds: 0,
      refunded: usd('0.00'),
      netRevenue: usd('0.00'),
    },
  ]),
  linesAwaitingSettlement: 1,
  settlementLagSeconds: 3_900,
  pendingReturns: 0,
};

test('a settlement lag reads in the largest units that matter', () => {
  expect(formatLag(0)).toBe('none');
  expect(formatLag(30)).toBe('under a minute');
  expect(formatLag(42 * 60 + 5)).toBe('42 min');
  expect(formatLag(3 * 3600)).toBe('3 h');
  expect(formatLag(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
  expect(formatLag(2 * 86_400 + 4 * 3600)).toBe('2 d 4 h');
});

test('every figure has its words, its value and the list behind it', () => {
  const figures = overviewFigures(overview);
  expect(figures.map((figure) => [figure.label, figure.value, figure.to])).toEqual([
    ['Open groups', '12', '/admin/groups'],
    ['Closing in the next 48 h', '2', '/admin/groups'],
    ['Units booked today', '7', '/admin/orders'],
    ['Gross sales', '$1,234.50', '/admin/settlement'],
    ['Refunds made', '$20.00', '/admin/settlement'],
    ['Refunds due', '$3.25', '/admin/settlement'],
    ['Settlement lag', '1 h 5 min', '/admin/settlement'],
    ['Pending documents', '4', '/admin/documents'],
    ['Pending returns', '0', '/admin/returns'],
  ]);
  expect(figures.find((figure) => figure.key === 'lag')?.detail).toBe('1 line awaiting settlement');
});

test('the chart labels days MM/DD and says its totals in words', () => {
  expect(chartDays(overview.days)).toEqual([
    { day: '03/01', orders: 3, refunds: 1 },
    { day: '03/02', orders: 0, refunds: 0 },
  ]);
  expect(chartSummary(overview.days)).toBe('Orders and refunds per day over 2 days: 3 orders and 1 refund in all.');
});

test("the period's figures: money, rates, fill and settlement lag in words", () => {
  const figures = periodFigures(overview);
  expect(figures.map((figure) => [figure.label, figure.value])).toEqual([
    ['GMV', '$120.00'],
    ['Net revenue', '$110.00'],
    ['Refunds', '$10.00'],
    ['Orders', '4'],
    ['Average order value', '$30.00'],
    ['Refund rate', '8.33%'],
    ['Average group fill', '41.5%'],
    ['Settlement lag (median)', '1 h'],
  ]);
  expect(figures.find((figure) => figure.key === 'refunded')?.detail).toBe(
    'Settlement $4.00, returns $6.00, cancellations $0.00',
  );
  expect(figures.find((figure) => figure.key === 'rate')?.detail).toBe('2 of 5 order lines refunded');
  expect(figures.find((figure) => figure.key === 'lag')?.detail).toBe(
    '90th percentile 2 h, longest 2 h, over 2 groups',
  );
  const none = { ...overview.settlementTimes, groups: 0, medianSeconds: 0, p90Seconds: 0, maxSeconds: 0 };
  expect(periodFigures({ ...overview, settlementTimes: none }).at(-1)).toMatchObject({
    value: 'none',
    detail: 'No group settled in the period',
  });
});

test('the revenue chart draws dollars per day and says its totals', () => {
  expect(revenueDays(overview.days)).toEqual([
    { day: '03/01', gmv: 90, net: 85 },
    { day: '03/02', gmv: 0, net: 0 },
  ]);
  expect(revenueSummary(overview)).toBe(
    'GMV and net revenue per day from 2025-03-01 to 2025-03-02: $120.00 GMV and $110.00 net revenue in all.',
  );
});

test('the presets end today (UTC) and count today in', () => {
  expect(lastDays(7, '2025-03-10')).toEqual({ from: '2025-03-04', to: '2025-03-10' });
  expect(lastDays(30, '2025-03-10')).toEqual({ from: '2025-02-09', to: '2025-03-10' });
  expect(lastDays(90, '2024-03-31')).toEqual({ from: '2024-01-02', to: '2024-03-31' });
});
