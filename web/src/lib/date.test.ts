import { formatDate } from './date';

describe('formatDate', () => {
  it('formats an ISO date-time as MM/DD/YYYY', () => {
    // Midday UTC: the same calendar day in any US time zone.
    expect(formatDate('2026-03-07T12:00:00.000Z')).toBe('03/07/2026');
  });
});
