// The price slider's range (spec §9): 0 to 5000 dollars.
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
