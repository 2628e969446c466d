import { exactEndText, isClosingSoon, timeLeftText } from './deal-timing';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const after = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeLeftText', () => {
  test.each([
    [2 * DAY + 4 * HOUR + 30 * MIN, 'Ends in 2 d 4 h'],
    [DAY, 'Ends in 1 d 0 h'],
    [DAY - MIN, 'Ends in 23 h 59 min'],
    [5 * HOUR + 12 * MIN + 59_000, 'Ends in 5 h 12 min'],
    [HOUR, 'Ends in 1 h 0 min'],
    [7 * MIN + 30_000, 'Ends in 7 min'],
    [20_000, 'Ends in 1 min'],
    [0, 'Ended'],
    [-DAY, 'Ended'],
  ])('%i ms left reads %p', (left, text) => {
    expect(timeLeftText(after(left), NOW)).toBe(text);
  });
});

describe('isClosingSoon', () => {
  test('only in the last 24 hours before the end', () => {
    expect(isClosingSoon(after(DAY + MIN), NOW)).toBe(false);
    expect(isClosingSoon(after(DAY), NOW)).toBe(true);
    expect(isClosingSoon(after(MIN), NOW)).toBe(true);
    expect(isClosingSoon(after(0), NOW)).toBe(false);
    expect(isClosingSoon(after(-HOUR), NOW)).toBe(false);
  });
});

describe('exactEndText', () => {
  test('the end date and time in the browser’s time zone', () => {
    // Built from local time, so the test holds in any time zone.
    expect(exactEndText(new Date(2026, 2, 12, 15, 5).toISOString())).toBe('Ends on 03/12/2026 at 3:05 PM');
    expect(exactEndText(new Date(2026, 2, 12, 9, 30).toISOString())).toBe('Ends on 03/12/2026 at 9:30 AM');
  });
});
