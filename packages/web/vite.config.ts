// Vite build of the web app, and the dev server that proxies /api to a locally running API server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress-plugin';
import { serviceWorker } from './build/service-worker-plugin';
import { pageBootPlugin } from './build/page-boot-plugin';
import { shellOutlinePlugin } from './build/shell-outline-plugin';
import { stylesheetFirstPlugin } from './build/stylesheet-first-plugin';
import { lazySchemasPlugin } from './build/lazy-schemas-plugin';
import { loadPathChunks } from './build/load-path-chunks';
import { SOURCE_ALIAS } from './build/source-alias';

const API_TARGET = 'http://127.0.0.1:3000';
// The server rejects refresh/logout whose Origin is not its APP_URL (CSRF defence); the dev page lives on
// another port, so proxied requests present the server's default origin instead.
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    lazySchemasPlugin(),
    react(),
    tailwindcss(),
    pageBootPlugin(),
    shellOutlinePlugin(),
    stylesheetFirstPlugin(),
    loadPathChunks(),
    precompress(),
    serviceWorker(),
  ],
  resolve: { alias: SOURCE_ALIAS },
  server: {
    proxy: {
      '/api': {
        target: API_TARGET,
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => {
            if (proxyReq.getHeader('origin') !== undefined) proxyReq.setHeader('origin', API_ORIGIN);
          });
        },
      },
    },
  },
  build: {
    // Keeps every script an external file, as the production Content-Security-Policy requires.
    assetsInlineLimit: 0,
  },
});
