import dayjs from 'dayjs';

// Dates the shopper reads (deal end, order date) are MM/DD/YYYY in the browser's time zone.
const DATE_FORMAT = 'MM/DD/YYYY';

export function formatDate(value: string | Date): string {
  return dayjs(value).format(DATE_FORMAT);
}
