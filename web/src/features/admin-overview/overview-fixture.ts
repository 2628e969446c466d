import type { AdminOverviewQuery } from '../../__generated__/graphql';
import { usd } from '../../test/money';

// The Overview as the gateway answers it, for the feature's tests: the figures now and a
// period's figures, over the days given.

type Overview = AdminOverviewQuery['admin']['overview'];
/** A day as the mocks answer it: with its `__typename`, as the gateway sends it. */
type Day = Overview['days'][number] & { __typename: 'AdminOverviewDay' };

// Not typed as `Overview`: the answers carry each object's `__typename`, which the
// operation's types leave out; the screens take it as `Overview` all the same.
export function overviewOf(days: Day[]) {
  return {
    __typename: 'AdminOverview' as const,
    openGroups: 12,
    groupsClosingSoon: 2,
    unitsBookedToday: 7,
    grossSales: usd('1234.50'),
    refundsMade: usd('20.00'),
    refundsDue: usd('3.25'),
    linesAwaitingSettlement: 0,
    settlementLagSeconds: 0,
    pendingDocuments: 4,
    pendingReturns: 1,
    from: days[0]?.date ?? '2025-03-01',
    to: days.at(-1)?.date ?? '2025-03-01',
    gmv: usd('120.00'),
    refunded: usd('10.00'),
    settlementRefunds: usd('4.00'),
    cancellationRefunds: usd('0.00'),
    returnRefunds: usd('6.00'),
    netRevenue: usd('110.00'),
    orders: 4,
    averageOrder: usd('30.00'),
    refundRatePercent: 8.33,
    lines: 5,
    linesRefunded: 2,
    groupFill: {
      __typename: 'AdminGroupFill',
      groups: 3,
      averageFillPercent: 41.5,
      levels: [
        { __typename: 'AdminFillLevel', level: 1, groups: 1, reached: 3 },
        { __typename: 'AdminFillLevel', level: 2, groups: 2, reached: 2 },
      ],
    },
    settlementTimes: {
      __typename: 'AdminSettlementTimes',
      groups: 2,
      medianSeconds: 3_600,
      p90Seconds: 7_200,
      maxSeconds: 7_200,
    },
    topGroups: [
      { __typename: 'AdminTopGroup', groupId: '17', productName: 'Cast Iron Skillet', units: 3, gmv: usd('90.00') },
    ],
    days,
  };
}
