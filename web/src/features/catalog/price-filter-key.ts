// The price filter is kept for the session (docs/product.md#group-listing, 'Session-wide state'
// of the product rules: min 0 and no max by default): a category picked from the tree or the
// navigation bar keeps the range the shopper chose. sessionStorage, so logout (which
// clears all browser storage) and a new tab start afresh. Its key is in a module of its
// own: the build's signed-in preload script (build/signed-in-preload.ts) reads it too.
export const PRICE_FILTER_KEY = 'price_filter';
