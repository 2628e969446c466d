import { useSearchParams } from 'react-router-dom';
import { parsePrice } from './listing-filter';
import { formatPriceBound } from './price-bound';
import { PRICE_FILTER_KEY } from './price-filter-key';

// The price slider's range (docs/product.md#constants-and-limits): 0 to 5000 dollars.
export const PRICE_MIN = 0;
export const PRICE_MAX = 5000;

// Writes a slider range into the listing's query: `min` clamped at 0, `max` left out at
// the slider's top end (5000 means "and more", so dearer groups are not hidden).
export function withPriceRange(params: URLSearchParams, [min, max]: [number, number]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('min', String(Math.max(PRICE_MIN, Math.round(min))));
  if (max >= PRICE_MAX) next.delete('max');
  else next.set('max', String(Math.round(max)));
  return next;
}

export interface PriceRangeFilter {
  min?: number;
  max?: number;
}

function readSavedPriceRange(): PriceRangeFilter {
  try {
    const saved = JSON.parse(sessionStorage.getItem(PRICE_FILTER_KEY) ?? 'null') as PriceRangeFilter | null;
    if (!saved || typeof saved !== 'object') return {};
    return {
      min: typeof saved.min === 'number' ? Math.max(PRICE_MIN, saved.min) : undefined,
      max: typeof saved.max === 'number' ? saved.max : undefined,
    };
  } catch {
    return {};
  }
}

export function savePriceRange([min, max]: [number, number]): void {
  const range: PriceRangeFilter = { min: Math.max(PRICE_MIN, Math.round(min)) };
  if (max < PRICE_MAX) range.max = Math.round(max);
  sessionStorage.setItem(PRICE_FILTER_KEY, JSON.stringify(range));
}

export function clearSavedPriceRange(): void {
  sessionStorage.removeItem(PRICE_FILTER_KEY);
}

// The listing's price range: the URL's `min`/`max` when it has either, else the range saved
// for the session.
export function listingPrice(searchParams: URLSearchParams): PriceRangeFilter {
  if (searchParams.has('min') || searchParams.has('max')) {
    return { min: parsePrice(searchParams.get('min')), max: parsePrice(searchParams.get('max')) };
  }
  return readSavedPriceRange();
}

export function useListingPrice(): PriceRangeFilter {
  const [searchParams] = useSearchParams();
  return listingPrice(searchParams);
}

/**
 * The price range in words when it narrows the listing ('$100.00 – $200.00', '$100.00 and
 * up', 'up to $50.00'); null for the default range (from 0, no top), which hides nothing.
 */
export function priceFilterText({ min, max }: PriceRangeFilter): string | null {
  const from = min !== undefined && min > PRICE_MIN ? min : undefined;
  if (from === undefined && max === undefined) return null;
  if (max === undefined) return `${formatPriceBound(from!)} and up`;
  if (from === undefined) return `up to ${formatPriceBound(max)}`;
  return `${formatPriceBound(from)} – ${formatPriceBound(max)}`;
}

/** Forgets the saved range and takes `min`/`max` out of the listing's query, keeping the rest. */
export function withoutPriceRange(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('min');
  next.delete('max');
  return next;
}
