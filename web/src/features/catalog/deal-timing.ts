import { formatDate, formatTime } from '../../lib/date';

// The card's time left and 'Closing soon' mark (docs/product.md#what-a-buyer-sees).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A group is 'Closing soon' in its last 24 hours. */
export const CLOSING_SOON_MS = DAY;

/**
 * What is left until `endDate`, in the two largest units: 'Ends in 2 d 4 h', 'Ends in 5 h 12 min',
 * 'Ends in 7 min'; under a minute 'Ends in 1 min' (never 0), and 'Ended' once past.
 */
export function timeLeftText(endDate: string, now: number): string {
  const left = Date.parse(endDate) - now;
  if (left <= 0) return 'Ended';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `Ends in ${days} d ${hours} h`;
  if (hours > 0) return `Ends in ${hours} h ${minutes} min`;
  return `Ends in ${Math.max(minutes, 1)} min`;
}

/** True in the group's last 24 hours (not after it ended). */
export function isClosingSoon(endDate: string, now: number): boolean {
  const left = Date.parse(endDate) - now;
  return left > 0 && left <= CLOSING_SOON_MS;
}

/** The exact end shown on hover and focus, in the browser's time zone: 'Ends on 11/27/2026 at 3:05 PM'. */
export function exactEndText(endDate: string): string {
  return `Ends on ${formatDate(endDate)} at ${formatTime(endDate)}`;
}
