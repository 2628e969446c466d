// Where the session's price range is kept (price-filter.ts), in a module of its own: the
// build's signed-in preload script (build/signed-in-preload.ts) reads the same key.
export const PRICE_FILTER_KEY = 'price_filter';
