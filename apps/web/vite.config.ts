import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    // /assets/ belongs to the content (icons, question images); the app's own files live here.
    assetsDir: 'static',
    // dist/.vite/manifest.json: which chunks each route needs, for scripts/bundle-size.mjs.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/assets': 'http://localhost:3000', '/pages': 'http://localhost:3000' },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
