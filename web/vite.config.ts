import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { splitOperationsPlugin } from './src/build/split-operations';

// The gateway (port 4000) serves GraphQL, media, uploads and the payment sandbox; in
// development Vite's server proxies those paths to it.
const GATEWAY = 'http://127.0.0.1:4000';
const proxied = ['/graphql', '/media', '/uploads', '/payments'];

// `import 'virtual:antd-style-sheet.css'` (app/provider.tsx): the antd styles of the shop's
// first paint as a plain style sheet, rendered here at build (app/antd-style-sheet.tsx).
const ANTD_STYLE_SHEET = 'virtual:antd-style-sheet.css';

function antdStyleSheet(): Plugin {
  return {
    name: 'antd-style-sheet',
    resolveId: (source) => (source === ANTD_STYLE_SHEET ? ANTD_STYLE_SHEET : undefined),
    async load(id) {
      if (id !== ANTD_STYLE_SHEET) return undefined;
      const sheet = await import('./src/app/antd-style-sheet');
      return sheet.antdStyleSheet();
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Every text asset is also written as .br and .gz once, at build: the gateway serves the
  // variant the browser accepts without compressing on each request.
  plugins: [
    splitOperationsPlugin(),
    react(),
    antdStyleSheet(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
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
    // Splitting follows the routes (React.lazy / route lazy); no manual chunks needed.
    chunkSizeWarningLimit: 700,
  },
});
