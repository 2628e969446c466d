import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { mainLayoutRoutes } from './main-layout-routes';
import { planShopChunks, type ShopChunkRoots } from './shop-chunks-plan';

// Cuts the shop's code into the files src/build/shop-chunks-plan.ts plans. The plan is made
// from a first, unwritten build: only the bundler's output says which modules a page really
// runs once unused exports are dropped.

const MEASURING = 'SHOP_CHUNKS_MEASURING';

/** Builds the shop once without writing (the bundler's own split) and plans the named chunks from it. */
async function measure(configFile: string, roots: ShopChunkRoots): Promise<Map<string, string>> {
  process.env[MEASURING] = '1';
  // Each module's static imports, as the bundler resolved them.
  const importsOf = new Map<string, readonly string[]>();
  const readImports: Plugin = {
    name: 'shop-chunks-imports',
    generateBundle() {
      for (const id of this.getModuleIds()) importsOf.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  try {
    const result = await build({
      configFile,
      logLevel: 'silent',
      plugins: [readImports],
      build: { write: false, emptyOutDir: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = outputs
      .flatMap((output) => output.output)
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    return planShopChunks(chunks, roots, importsOf);
  } finally {
    delete process.env[MEASURING];
  }
}

/** The plugin for the shop under `webRoot`, whose config file is `configFile`. */
export function shopChunksPlugin(webRoot: string, configFile: string): Plugin {
  const roots: ShopChunkRoots = {
    entry: path.join(webRoot, 'src/main.tsx'),
    frame: path.join(webRoot, 'src/app/routes/main-layout.tsx'),
    frameData: path.join(webRoot, 'src/app/frame-data.ts'),
    listing: path.join(webRoot, 'src/app/routes/home.tsx'),
    sameListing: ['category', 'search'].map((route) => path.join(webRoot, `src/app/routes/${route}.tsx`)),
    groupPage: path.join(webRoot, 'src/app/routes/product.tsx'),
    mainLayoutRoutes: mainLayoutRoutes(webRoot),
  };
  return {
    name: 'shop-chunks',
    apply: 'build',
    async config() {
      if (process.env[MEASURING]) return undefined;
      const plan = await measure(configFile, roots);
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id: string) => plan.get(id) ?? null,
                    // The name the bundler's timing report gives this group (its name is a function).
                    debugName: 'shop-chunks-plan',
                    // The plan already lists every module each chunk needs; following their
                    // imports again would pull the entry's modules (React, the router) in.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
