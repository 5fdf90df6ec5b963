/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // scripts/bundle-budget.mjs reads which chunks each page loads from it.
    manifest: true,
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
});
