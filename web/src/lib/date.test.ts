import { formatDate, formatTime } from './date';

describe('formatDate', () => {
  it('formats an ISO date-time as MM/DD/YYYY', () => {
    // Midday UTC: the same calendar day in any US time zone.
    expect(formatDate('2026-03-07T12:00:00.000Z')).toBe('03/07/2026');
  });

  it('reads a date alone as that day where the reader is, not as midnight UTC', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Chicago';
    try {
      expect(formatDate('2026-03-07')).toBe('03/07/2026');
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('formatTime', () => {
  it('formats the hour on a 12-hour clock, minutes in two digits', () => {
    // Built from local time, so the test holds in any time zone.
    expect(formatTime(new Date(2026, 2, 12, 15, 5))).toBe('3:05 PM');
    expect(formatTime(new Date(2026, 2, 12, 0, 30))).toBe('12:30 AM');
    expect(formatTime(new Date(2026, 2, 12, 12, 0))).toBe('12:00 PM');
  });
});
