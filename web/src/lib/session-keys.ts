// The localStorage keys of the browser session (docs/product.md#accounts-and-sessions), in a
// module of their own: the build's signed-in preload (build/signed-in-preload.ts) reads the
// token's key without the session code.
export const SESSION_KEYS = {
  token: 'token',
  role: 'role',
  zipCode: 'zip_code',
  shippingZipCode: 'shipping_zip_code',
  user: 'user',
} as const;
