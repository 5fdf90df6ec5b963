import { defineConfig } from 'vitest/config';

// Tests share one real PostgreSQL database and Redis: run files one after another.
export default defineConfig({
  test: {
    include: [
      'src/**/*.spec.ts',
      'src/**/*.int-spec.ts',
      'bench/**/*.spec.ts',
      'seed/**/*.spec.ts',
      'test/**/*.e2e-spec.ts',
    ],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // One module graph for every file: each file used to load Nest, TypeORM and every module again
    // (about 2 s a file, a third of the step). Each file still starts its own app (test/support/test-app.ts).
    isolate: false,
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
