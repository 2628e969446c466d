import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import type { AntdStyleSheet } from './src/app/antd-style-sheet';
import { shopChunksPlugin } from './src/build/shop-chunks';
import { signedInPreloadPlugin } from './src/build/signed-in-preload';
import { splitOperationsPlugin } from './src/build/split-operations';

// The gateway (port 4000) serves GraphQL, media, uploads and the payment sandbox; in
// development Vite's server proxies those paths to it.
const GATEWAY = 'http://127.0.0.1:4000';
const proxied = ['/graphql', '/media', '/uploads', '/payments'];

// `import 'virtual:antd-style-sheet.css'` (app/provider.tsx): the antd styles of the shop's
// first paint as a plain style sheet, rendered here at build (app/antd-style-sheet.tsx).
// `virtual:antd-sheet-css-vars`: the ids of the CSS variable blocks in that sheet, for
// app/sheet-css-vars.ts.
const ANTD_STYLE_SHEET = 'virtual:antd-style-sheet.css';
const ANTD_SHEET_CSS_VARS = 'virtual:antd-sheet-css-vars';

// Loaded while the config loads: Vite's module runner, which loads this config and what it
// imports (`--configLoader runner`, docs/decisions.md "A newcomer's first run"), is closed
// once the config is read, so an import from a plugin hook later would fail.
const antdStyleSheetModule = await import('./src/app/antd-style-sheet');

function antdStyleSheet(): Plugin {
  let rendered: AntdStyleSheet | undefined;
  const sheet = () => (rendered ??= antdStyleSheetModule.antdStyleSheet());
  return {
    name: 'antd-style-sheet',
    resolveId: (source) => ([ANTD_STYLE_SHEET, ANTD_SHEET_CSS_VARS].includes(source) ? source : undefined),
    load(id) {
      if (id === ANTD_STYLE_SHEET) return sheet().css;
      if (id === ANTD_SHEET_CSS_VARS) return `export default new Set(${JSON.stringify(sheet().cssVarStyleIds)});`;
      return undefined;
    },
  };
}

/**
 * At build, `importer`'s import of `source` gets `replacement` (a file of the shop's) instead:
 * how the build changes one thing inside a package that has no option for it.
 */
function replaceImport(name: string, source: string, importer: RegExp, replacement: string): Plugin {
  const replacementFile = fileURLToPath(new URL(replacement, import.meta.url));
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId: (imported, from) => (imported === source && from && importer.test(from) ? replacementFile : undefined),
  };
}

// antd's CSS-in-JS injects the theme's CSS variables as <style> elements on every load, even
// those the build's style sheet already holds (it has no record of them, as it has for the
// components' styles). Its two hooks that do it get app/sheet-css-vars.ts's `updateCSS`,
// which skips those blocks.
const cssVarsFromTheSheet = () =>
  replaceImport(
    'css-vars-from-the-sheet',
    '@rc-component/util/es/Dom/dynamicCSS',
    /@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/](useCSSVarRegister|useCacheToken)\.js$/,
    './src/app/sheet-css-vars.ts',
  );

// antd's ConfigProvider imports the tooltip's UniqueProvider, and with it @rc-component/trigger
// (popup alignment, motion: about 5 KB brotli in the shop frame every shop page loads), for one
// setting, `tooltip.unique`, that the shop does not set (app/antd-provider.tsx). The build gives
// ConfigProvider a provider that renders its children; a Tooltip, a Dropdown or a Select still
// brings the trigger with its own code.
const withoutTooltipUniqueProvider = () =>
  replaceImport(
    'without-tooltip-unique-provider',
    '../tooltip/UniqueProvider',
    /antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    './src/app/tooltip-unique-provider.tsx',
  );

// antd's helper packages do not say `"sideEffects": false` in their package.json, so the
// bundler kept every module they import, used or not (antd's Input brought all of
// @rc-component/form's validation). None of their modules is imported for its side effects
// alone (no bare `import '...'` in them): declared here, about 18 KB gzipped leaves every
// shop page (docs/decisions.md "Shop pages on a phone").
const SIDE_EFFECT_FREE_PACKAGES =
  /node_modules\/(@rc-component\/[^/]+|@ant-design\/(cssinjs|cssinjs-utils|fast-color|colors)|optimism|@wry\/[^/]+)\/.*\.m?js$/;

// react-router's package exports point at its development build whatever the mode
// (remix-run/react-router#14102, open in 7.18): the build takes the production twin it
// ships beside it, the same code with its development warnings off.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'production/dom-export.mjs') },
];

// rxjs's package exports hand bundlers its ES5 build unless they ask for `es2015`: classes
// compiled to functions with tslib's helpers. The shop's browsers all run ES2015 (Vite's
// build target is newer still), so the build takes the ES2015 build it ships beside it.
const es2015Rxjs = [
  {
    find: /^rxjs$/,
    replacement: path.join(
      path.dirname(createRequire(import.meta.url).resolve('rxjs/package.json')),
      'dist/esm/index.js',
    ),
  },
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Every text asset is also written as .br and .gz once, at build: the gateway serves the
  // variant the browser accepts without compressing on each request.
  plugins: [
    splitOperationsPlugin(),
    react(),
    antdStyleSheet(),
    withoutTooltipUniqueProvider(),
    cssVarsFromTheSheet(),
    shopChunksPlugin(fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(import.meta.url)),
    signedInPreloadPlugin(fileURLToPath(new URL('.', import.meta.url))),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: { alias: command === 'build' ? [...productionReactRouter, ...es2015Rxjs] : [] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: GATEWAY, changeOrigin: true, ws: path === '/graphql' }]),
    ),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: GATEWAY, changeOrigin: true, ws: path === '/graphql' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Splitting follows the routes (React.lazy / route lazy), but the shop's frame and the
    // listing each come as one file (src/build/shop-chunks.ts).
    chunkSizeWarningLimit: 700,
    rollupOptions: { treeshake: { moduleSideEffects: [{ test: SIDE_EFFECT_FREE_PACKAGES, sideEffects: false }] } },
  },
}));
