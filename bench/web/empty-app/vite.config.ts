import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The same build settings as web/vite.config.ts, so only the app's own code differs.
export default defineConfig({
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
