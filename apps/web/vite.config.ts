/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** A .gz beside every text file of the build: the API serves it to browsers that accept gzip (preCompressed). */
function precompress(): Plugin {
  return {
    name: 'despacho:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => /\.(js|css|html)$/.test(name))) {
        const path = join(options.dir!, file);
        writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build (dist-ssr/: entry-server.js and the chunks of its lazy parts, every dependency bundled)
  // is what the API imports: no gzip beside it, no manifest, no copy of public/.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // scripts/bundle-budget.mjs reads which chunks each page loads from it.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    globals: true,
    // Screen tests type into real Mantine inputs; on a busy 2-core CI box that takes seconds, and
    // npm test runs these beside the API tests (one core each), so the longest typing test (17 s
    // alone) needs room. Only a failing test waits this long.
    testTimeout: 60_000,
  },
}));
