import { defineConfig } from 'vitest/config';

// Run from the repo root: npx vitest run --config server/vitest.config.ts
export default defineConfig({
  test: {
    include: ['server/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'server/.scratch/**'],
    globalSetup: ['server/test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each file gets its own database; PostgreSQL runs them one at a time to keep connections low.
    fileParallelism: !process.env.TEST_DATABASE_URL,
  },
});
