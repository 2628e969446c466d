import { usd } from '../../test/money';
import { chartDays, chartSummary, formatLag, overviewFigures } from './overview-figures';

const overview = {
  __typename: 'AdminOverview' as const,
  openGroups: 12,
  groupsClosingSoon: 2,
  unitsBookedToday: 7,
  grossSales: usd('1234.50'),
  refundsMade: usd('20.00'),
  refundsDue: usd('3.25'),
  linesAwaitingSettlement: 1,
  settlementLagSeconds: 3_900,
  pendingDocuments: 4,
  pendingReturns: 0,
  days: [
    {
      __typename: 'AdminOverviewDay' as const,
      date: '2025-03-01',
      orders: 3,
      sales: usd('90.00'),
      refunds: 1,
      refunded: usd('5.00'),
    },
    {
      __typename: 'AdminOverviewDay' as const,
      date: '2025-03-02',
      orders: 0,
      sales: usd('0.00'),
      refunds: 0,
      refunded: usd('0.00'),
    },
  ],
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
  expect(chartSummary(overview.days)).toBe(
    'Orders and refunds per day over the last 2 days: 3 orders and 1 refund in all.',
  );
});
