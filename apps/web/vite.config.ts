import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at the
 * highest levels: the server sends them (@fastify/static preCompressed) without compressing per
 * request. Files under 1 kB are left alone: the headers would cost more than the bytes saved.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ricebowl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const visit = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) visit(file);
          else if (/\.(js|css|svg|json|txt)$/.test(entry.name) && fs.statSync(file).size >= 1024) {
            const content = fs.readFileSync(file);
            fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
            fs.writeFileSync(
              `${file}.br`,
              zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }
        }
      };
      visit(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
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
    // Component tests take well under a second; the margin is for a machine busy with other work.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
