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
  /** Every route module the router loads inside the main layout (after the frame). */
  mainLayoutRoutes: string[];
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
  place(mainLayoutStyleSheets(output, roots, importsOf, plan), 'shop-styles');
  place(layoutParts(output, roots, plan, importsOf), 'shop-parts');
  place(sharedLeaves(output, roots, plan, importsOf), 'app');
  return plan;
}

const rendered = (chunk: Rollup.OutputChunk) =>
  Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);

/** The bundler's own small files (no route or piece starts at them, nothing of them planned) the main layout's routes run. */
function smallFilesOfLayoutRoutes(
  output: readonly Rollup.OutputChunk[],
  roots: ShopChunkRoots,
  plan: ReadonlyMap<string, string>,
  maxBytes: number,
): { files: Rollup.OutputChunk[]; inLayout: Set<string>; onlyInLayout: (file: string) => boolean } {
  const { inLayout, onlyInLayout, runners } = layoutWorld(output, roots);
  const routeFiles = new Set(
    roots.mainLayoutRoutes.flatMap((id) =>
      output.filter((chunk) => chunk.facadeModuleId === id).map((chunk) => chunk.fileName),
    ),
  );
  const files = output.filter(
    (chunk) =>
      !chunk.facadeModuleId &&
      // (Its style sheet has gone with the layout's: shop-styles.)
      chunk.moduleIds.every((id) => !plan.has(id) || plan.get(id) === 'shop-styles') &&
      rendered(chunk) < maxBytes &&
      [...(runners.get(chunk.fileName) ?? [])].some((root) => routeFiles.has(root)),
  );
  return { files, inLayout, onlyInLayout };
}

/** Of `files`, those whose modules import only modules of `files` or of the named chunks, to a fixed point. */
function selfContained(
  output: readonly Rollup.OutputChunk[],
  files: Rollup.OutputChunk[],
  plan: ReadonlyMap<string, string>,
  importsOf: ReadonlyMap<string, readonly string[]>,
  loadedAnyway: readonly string[],
): Rollup.OutputChunk[] {
  const inBuild = new Set(output.flatMap((chunk) => chunk.moduleIds));
  let kept = files;
  for (let changed = true; changed;) {
    const held = new Set(kept.flatMap((chunk) => chunk.moduleIds));
    // A module no chunk holds (its exports all unused) is no file's import.
    const loadedWith = (id: string) => held.has(id) || !inBuild.has(id) || loadedAnyway.includes(plan.get(id) ?? '');
    const next = kept.filter((chunk) => chunk.moduleIds.every((id) => (importsOf.get(id) ?? []).every(loadedWith)));
    changed = next.length < kept.length;
    kept = next;
  }
  return kept;
}

/**
 * The small files the main layout's routes share with the dialogs and tabs they open, and
 * that nothing outside the layout runs (the checkout's address book, the refund at close the
 * cart and the checkout show, the address fields' values): one file. Each was a request of
 * its own in the first wave of the cart, the checkout or the dashboard (docs/decisions.md
 * "Pages at 95"); together they are a few kilobytes. A file whose modules import one
 * outside the entry, the frame and these stays apart (it would bring that file along).
 */
function layoutParts(
  output: readonly Rollup.OutputChunk[],
  roots: ShopChunkRoots,
  plan: ReadonlyMap<string, string>,
  importsOf: ReadonlyMap<string, readonly string[]>,
): string[] {
  const { files, onlyInLayout } = smallFilesOfLayoutRoutes(output, roots, plan, SHARED_FILE_MIN_BYTES);
  return selfContained(
    output,
    files.filter((chunk) => onlyInLayout(chunk.fileName)),
    plan,
    importsOf,
    ['app', 'frame-data', 'shop-frame', 'shop-pieces', 'shop-styles'],
  ).flatMap((chunk) => chunk.moduleIds.filter((id) => !plan.has(id)));
}

// A shared file this small (minified) costs a page more as a request than as bytes.
const LEAF_MAX_BYTES = 1_000;

/**
 * Tiny files a main layout route runs that pages outside the layout run too (the loading
 * ring's component), and that import nothing but what the entry holds: they go with the
 * entry. A few hundred bytes on the landing page against a request on the pages that wait
 * for them.
 */
function sharedLeaves(
  output: readonly Rollup.OutputChunk[],
  roots: ShopChunkRoots,
  plan: ReadonlyMap<string, string>,
  importsOf: ReadonlyMap<string, readonly string[]>,
): string[] {
  const { files } = smallFilesOfLayoutRoutes(output, roots, plan, LEAF_MAX_BYTES);
  const inBuild = new Set(output.flatMap((chunk) => chunk.moduleIds));
  return files
    .filter((chunk) =>
      chunk.moduleIds.every((id) =>
        (importsOf.get(id) ?? []).every((imported) => !inBuild.has(imported) || plan.get(imported) === 'app'),
      ),
    )
    .flatMap((chunk) => chunk.moduleIds.filter((id) => !plan.has(id)));
}

/**
 * The style sheets only pages inside the main layout use (a route's, a dashboard tab's, a
 * dialog's those pages open): they go with the frame's own, one file with antd's, instead of
 * a file each beside the page's code. Over HTTP/1.1's six connections a signed-in page's
 * five or six small style sheets, each asked for with the highest priority, held the
 * connections the entry and the frame's scripts waited for (docs/decisions.md "Pages at 95").
 * A sheet any page outside the main layout also uses (the login page, the console, the
 * static pages, the landing page) stays where the bundler puts it: those pages load no frame.
 */
function mainLayoutStyleSheets(
  output: readonly Rollup.OutputChunk[],
  roots: ShopChunkRoots,
  importsOf: ReadonlyMap<string, readonly string[]>,
  plan: ReadonlyMap<string, string>,
): string[] {
  const fileOf = new Map(output.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk.fileName] as const)));
  const { onlyInLayout } = layoutWorld(output, roots);
  const isStyleSheet = (id: string) => /\.css$/.test(id) && !id.includes('?');
  const importersOf = new Map<string, string[]>();
  for (const [id, imported] of importsOf) {
    for (const sheet of imported.filter(isStyleSheet)) importersOf.set(sheet, [...(importersOf.get(sheet) ?? []), id]);
  }
  return [...importersOf]
    .filter(([sheet, importers]) => {
      // The entry's own (the landing page's) stay with it; a route's or the listing's move.
      if (['app', 'shop-frame'].includes(plan.get(sheet) ?? '')) return false;
      // An importer no chunk holds is not in the build (nothing of it is used).
      const files = importers.map((id) => fileOf.get(id)).filter((file) => file !== undefined);
      return files.length > 0 && files.every(onlyInLayout);
    })
    .map(([sheet]) => sheet);
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

/**
 * Which lazily loaded files run only inside the main layout (after the frame): its routes,
 * and the dialogs, tabs and menus only those open.
 */
function layoutWorld(output: readonly Rollup.OutputChunk[], roots: ShopChunkRoots) {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const entryChunk = output.find((chunk) => chunk.isEntry)!;
  // Which lazily loaded files (and 'entry') run each chunk: those whose static imports reach it.
  const ENTRY = '(entry)';
  const runners = new Map<string, Set<string>>();
  const lazyFiles = [...new Set(output.flatMap((chunk) => chunk.dynamicImports))];
  for (const root of [ENTRY, ...lazyFiles]) {
    const start = root === ENTRY ? entryChunk : chunks.get(root)!;
    for (const chunk of chunkClosure(chunks, start)) {
      runners.set(chunk.fileName, new Set([...(runners.get(chunk.fileName) ?? []), root]));
    }
  }
  const routeFile = (id: string) => output.find((chunk) => chunk.facadeModuleId === id)?.fileName;
  const layoutRoutes = new Set(
    [roots.frame, roots.frameData, ...roots.mainLayoutRoutes].map(routeFile).filter((file) => file !== undefined),
  );
  // Every lazily loaded file is taken to be inside the layout until a file that opens it is
  // run by something outside it: the entry (every page, the landing page too) or a route
  // the router loads without the frame. A dialog, tab or menu is inside the layout when
  // every file that opens it runs only there (the header's menus are opened by the frame,
  // which they import in turn: hence this way round).
  const routes = new Set(entryChunk.dynamicImports);
  const inLayout = new Set(lazyFiles.filter((file) => layoutRoutes.has(file) || !routes.has(file)));
  const onlyInLayout = (file: string) => [...(runners.get(file) ?? [ENTRY])].every((root) => inLayout.has(root));
  for (let shrank = true; shrank;) {
    shrank = false;
    for (const file of [...inLayout]) {
      if (layoutRoutes.has(file)) continue;
      const openers = output.filter((chunk) => chunk.dynamicImports.includes(file));
      if (openers.length === 0 || !openers.every((opener) => onlyInLayout(opener.fileName))) {
        inLayout.delete(file);
        shrank = true;
      }
    }
  }
  return { inLayout, onlyInLayout, runners };
}
