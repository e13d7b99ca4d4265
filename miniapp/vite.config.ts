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
    rolldownOptions: {
      treeshake: {
        // Our workspace sources are free of import side effects (stylesheets aside), so a barrel
        // such as `@ferry/shared/domain` must not drag unused modules (TON address code) along.
        moduleSideEffects: [{ test: /\/(shared|locales)\/.*\.tsx?$/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
