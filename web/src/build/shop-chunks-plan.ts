import path from 'node:path';
import type { Rollup } from 'vite';

// How the shop's code is cut into files (docs/decisions.md "Fewer, larger files for the shop
// frame"). Left to itself the bundler makes one chunk per distinct set of importers: the
// listing came in 38 files, most of them 1-12 KB, and a phone on a slow network pays a round
// trip per handful of them (six connections over HTTP/1.1). Here the modules every shop page
// needs at once come in two files, named for what they are:
// - `frame-data` and `shop-frame`: what the main layout (header, footer, providers: antd,
//   Apollo) loads with it and the entry does not already hold, in two halves the router runs
//   one task apart (app/router.tsx): Apollo Client and what it runs (app/frame-data.ts),
//   then the rest. Every shop page loads both.
// - `listing`: what the home listing adds (its cards and filter panel) and no other page
//   runs; the category and search pages are the same listing. Helpers the listing shares
//   with other pages (money, dates, live prices) go with the frame.
// - `shop-pieces`: the small files the group page would otherwise load one by one (icons, a
//   hook, helpers it shares with the cart and the checkout), as one.
// - the entry (`app`) is one file too, and each other route gets one for what it alone needs.
// A dialog or a menu loaded when first opened stays a file of its own.
// Modules the entry holds (React, the router, the landing page) stay in the entry, so a
// signed-out visitor's landing page loads none of this.
//
// Which modules those are is read from a first, unwritten build: only the bundler's output
// says which modules a page really uses once unused exports are dropped (the module graph
// alone would put all of antd in the frame, since `import { Button } from 'antd'` goes
// through antd's index of every component).

// Code several routes share gets a file of its own from this size (minified, before gzip).
const SHARED_FILE_MIN_BYTES = 12_000;
// A user of a module that is not a route: a dialog, a tab or a console screen loaded lazily.
const LAZY_PIECE = '(lazy)';

export interface ShopChunkRoots {
  /** The app's entry module (what index.html loads; its chunk is the build's entry). */
  entry: string;
  /** The main layout route's module. */
  frame: string;
  /** The frame's data half (Apollo Client), which the router runs before the frame. */
  frameData: string;
  /** The home listing route's module. */
  listing: string;
  /** The routes that show the same listing (category, search). */
  sameListing: string[];
  /** The group page's route module. */
  groupPage: string;
}

/** The chunks a chunk loads before it runs (static imports), itself included. */
function chunkClosure(chunks: Map<string, Rollup.OutputChunk>, start: Rollup.OutputChunk): Rollup.OutputChunk[] {
  const seen = new Map<string, Rollup.OutputChunk>();
  const stack = [start];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) stack.push(chunks.get(file)!);
  }
  return [...seen.values()];
}

/**
 * Which named chunk each module belongs to, from the output of a build split the bundler's way
 * and the modules each module imports statically.
 */
export function planShopChunks(
  output: readonly Rollup.OutputChunk[],
  roots: ShopChunkRoots,
  importsOf: ReadonlyMap<string, readonly string[]>,
): Map<string, string> {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  // The entry chunk's facade is index.html; a route's is its module.
  const entryChunk = output.find((chunk) => chunk.isEntry);
  if (!entryChunk) throw new Error('shop-chunks: the build has no entry chunk');
  const chunkOf = (id: string) => {
    const chunk = id === roots.entry ? entryChunk : output.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`shop-chunks: no chunk starts at ${id}`);
    return chunk;
  };
  // The modules a chunk runs with: its own and those of the chunks it imports (each
  // chunk's walked once, however many questions ask about it).
  const runs = new Map<string, string[]>();
  const runsOf = (chunk: Rollup.OutputChunk) => {
    let ids = runs.get(chunk.fileName);
    if (!ids) {
      ids = chunkClosure(chunks, chunk).flatMap((each) => each.moduleIds);
      runs.set(chunk.fileName, ids);
    }
    return ids;
  };
  // The modules `root` runs with, less `outside`.
  const modulesOf = (root: string, outside: { has(id: string): boolean }) =>
    runsOf(chunkOf(root)).filter((id) => !outside.has(id));

  // Every file loaded lazily: the routes, dialogs, tabs and console screens.
  const lazyFiles = new Set(output.flatMap((chunk) => chunk.dynamicImports));
  const plan = new Map<string, string>();
  const place = (ids: Iterable<string>, name: string) => {
    for (const id of ids) plan.set(id, name);
  };
  place(modulesOf(roots.entry, plan), 'app');
  place(modulesOf(roots.frameData, plan), 'frame-data');
  place(modulesOf(roots.frame, plan), 'shop-frame');
  // What the listing runs and a page other than the listings, or a piece another page opens,
  // runs too (money, dates, the live-price hook) goes with the frame: in the listing's file
  // it made the cart, the checkout and the group page load the listing's cards and filters
  // for a few helpers. A piece only the listings open comes after the listing's file anyway.
  const listingModules = modulesOf(roots.listing, plan);
  const listingFiles = new Set([roots.listing, ...roots.sameListing].map((root) => chunkOf(root).fileName));
  const openersOf = new Map<string, string[]>();
  for (const chunk of output) {
    for (const file of chunk.dynamicImports) openersOf.set(file, [...(openersOf.get(file) ?? []), chunk.fileName]);
  }
  const listingsOnly = (file: string) =>
    listingFiles.has(file) || (openersOf.get(file) ?? []).every((opener) => listingFiles.has(opener));
  const elsewhere = new Set(
    [...lazyFiles].filter((file) => !listingsOnly(file)).flatMap((file) => runsOf(chunks.get(file)!)),
  );
  place(
    listingModules.filter((id) => elsewhere.has(id)),
    'shop-frame',
  );
  place(
    listingModules.filter((id) => !elsewhere.has(id)),
    'listing',
  );

  // Every other route the router loads (the console's screens are the console's to load):
  // what one route alone needs goes into that route's file; what several share, into one
  // file per set of routes (the cart and the dashboard share antd's Table) when it is big
  // enough to be worth a request, else where the bundler puts it. "Alone" counts every
  // lazily loaded piece too (a dialog, a dashboard tab, a console screen): a module one of
  // those also uses stays where the bundler puts it, so no file brings another route's code.
  const routeFiles = new Set(
    entryChunk.dynamicImports.filter((file) => {
      const route = chunks.get(file)?.facadeModuleId;
      return route && path.dirname(route) === path.dirname(roots.frame) && !plan.has(route);
    }),
  );
  const usersOf = new Map<string, string[]>();
  for (const file of lazyFiles) {
    const root = chunks.get(file)?.facadeModuleId;
    if (!root || plan.has(root)) continue;
    const user = routeFiles.has(file) ? path.basename(root, path.extname(root)) : LAZY_PIECE;
    for (const id of modulesOf(root, plan)) usersOf.set(id, [...(usersOf.get(id) ?? []), user]);
  }
  const routesOf = new Map([...usersOf].filter(([, users]) => !users.includes(LAZY_PIECE)));
  const sharedBy = new Map<string, string[]>();
  for (const [id, routes] of routesOf) {
    const key = routes.sort().join('+');
    sharedBy.set(key, [...(sharedBy.get(key) ?? []), id]);
  }
  const sizeOf = new Map(
    output.flatMap((chunk) => Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength])),
  );
  for (const [routes, ids] of sharedBy) {
    const size = ids.reduce((sum, id) => sum + (sizeOf.get(id) ?? 0), 0);
    if (routes.includes('+') && size < SHARED_FILE_MIN_BYTES) continue;
    place(ids, routes);
  }
  // The group page's small shared files (icons, a hook, helpers) in one: each was a request
  // in the page's first wave, beside the large files (docs/decisions.md "The group page's
  // largest paint"). The cart and the checkout use most of them too.
  const groupPageFiles = new Set(chunkClosure(chunks, chunkOf(roots.groupPage)).map((chunk) => chunk.fileName));
  place(groupPagePieces(output, groupPageFiles, plan, importsOf), 'shop-pieces');
  return plan;
}

/**
 * The modules of the bundler's small shared files (no route or piece starts at them) that
 * the group page runs, less any file with a module that imports one outside the entry, the
 * frame and these files (that module's file would come with them wherever they go).
 */
function groupPagePieces(
  output: readonly Rollup.OutputChunk[],
  groupPageFiles: ReadonlySet<string>,
  plan: ReadonlyMap<string, string>,
  importsOf: ReadonlyMap<string, readonly string[]>,
): string[] {
  const rendered = new Set(output.flatMap((chunk) => chunk.moduleIds));
  let files = output.filter(
    (chunk) =>
      groupPageFiles.has(chunk.fileName) &&
      !chunk.facadeModuleId &&
      chunk.moduleIds.every((id) => !plan.has(id)) &&
      Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0) < SHARED_FILE_MIN_BYTES,
  );
  for (let changed = true; changed;) {
    const pieces = new Set(files.flatMap((chunk) => chunk.moduleIds));
    // A module no chunk holds (its exports all unused) is no file's import.
    const loadedWith = (id: string) =>
      pieces.has(id) || !rendered.has(id) || ['app', 'frame-data', 'shop-frame'].includes(plan.get(id) ?? '');
    const kept = files.filter((chunk) => chunk.moduleIds.every((id) => (importsOf.get(id) ?? []).every(loadedWith)));
    changed = kept.length < files.length;
    files = kept;
  }
  return files.flatMap((chunk) => chunk.moduleIds);
}
