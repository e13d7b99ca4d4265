import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The mini-app is served under /messenger/ (the display mode's segment); the server falls back
// to dist/index.html for every /messenger/… path.
export default defineConfig({
  base: '/messenger/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // Shared chunks would otherwise run before the entry's first import (install-buffer), and
    // TON's address code needs Buffer as it loads; this keeps the modules' own import order.
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
