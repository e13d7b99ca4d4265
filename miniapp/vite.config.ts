import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingShellPlugin } from './build/landing-shell-plugin';

// The `buffer` package by its file: a bare 'buffer' can resolve to the empty browser stub some TON
// dependencies declare for Node's built-in, which left `Buffer` undefined in the wallet's chunks.
const BUFFER_MODULE = fileURLToPath(new URL('./node_modules/buffer/index.js', import.meta.url));

// The mini-app is served under /messenger/ (the display mode's segment); the server falls back
// to dist/index.html for every /messenger/… path.
export default defineConfig({
  base: '/messenger/',
  // The landing's shell is in the HTML, so it paints before the app's JavaScript runs.
  plugins: [react(), landingShellPlugin('miniapp')],
  resolve: {
    // The injected `buffer` import must find the npm package from every source folder: from
    // shared/wallet (which has no `buffer` of its own) it would otherwise resolve to Node's
    // builtin, an empty module in the browser, and Buffer.from would be undefined.
    alias: [
      {
        find: /^buffer$/,
        replacement: fileURLToPath(new URL('./node_modules/buffer/index.js', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // dist/.vite/manifest.json: the size budget (tests/size-budget) reads each entry's first load from it.
    manifest: true,
    rolldownOptions: {
      // As in the web build: TON libraries (@ton/core, behind the domain's address rules) use
      // Node's Buffer as a global; each module that names it imports `buffer` instead, so a shared
      // chunk that runs before src/install-buffer.ts still has it.
      transform: { inject: { Buffer: [BUFFER_MODULE, 'Buffer'] } },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
