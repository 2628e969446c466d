import type { GroupFilter } from '../../__generated__/graphql';
import { isZipCode } from '../../lib/zip-code';
import { priceBoundDecimal } from './price-bound';

// The ZIP code of the listing: the URL's `zipCode` query first, else the one stored at
// login (docs/product.md#screens). Anything but exactly five digits counts as none.
export function pickZipCode(fromUrl: string | null, stored: string | null): string | null {
  if (isZipCode(fromUrl)) return fromUrl;
  if (isZipCode(stored)) return stored;
  return null;
}

// A price from the `min`/`max` query; the minimum is clamped to 0 (docs/product.md#constants-and-limits).
export function parsePrice(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  return Math.max(0, value);
}

interface FilterParts {
  zipCode: string;
  categoryId?: string;
  productName?: string;
  min?: number;
  max?: number;
}

// Only the parts that are set, so equal filters are equal objects (cache keys, mocks).
export function buildGroupFilter({ zipCode, categoryId, productName, min, max }: FilterParts): GroupFilter {
  const filter: GroupFilter = { zipCode };
  if (categoryId) filter.categoryId = categoryId;
  if (productName) filter.productName = productName;
  if (min !== undefined) filter.minPrice = priceBoundDecimal(min);
  if (max !== undefined) filter.maxPrice = priceBoundDecimal(max);
  return filter;
}
