// Dates the shopper reads (deal end, order date) are MM/DD/YYYY in the browser's time zone,
// times h:mm AM/PM. Written out here rather than with a date library: these two formats are
// all the shop shows, and the library was 4 KB on the listing's first load.

const pad = (value: number) => String(value).padStart(2, '0');

// A date alone ('2026-03-07', a document's expiry) is that calendar day where the reader is;
// a date-time is its instant.
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

export function formatTime(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const hours = date.getHours();
  return `${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
