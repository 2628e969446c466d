// The most units one cart line may hold: the API refuses more (docs/product.md#constants-and-limits).
export const MAX_CART_QUANTITY = 1000;

/** Said instead of sending a quantity the API would refuse with its field message. */
export const TOO_MANY_UNITS = `You can order at most ${MAX_CART_QUANTITY.toLocaleString('en-US')} units of a group at a time.`;
