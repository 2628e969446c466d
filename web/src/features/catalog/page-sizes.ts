// Page sizes of docs/product.md#constants-and-limits: 12 on home and search, 10 on a category.
// A module of its own: the build's signed-in preload script (build/signed-in-preload.ts)
// asks for the home listing's first page with the same size.
export const HOME_PAGE_SIZE = 12;
export const CATEGORY_PAGE_SIZE = 10;
