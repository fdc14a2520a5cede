import { availableParallelism } from 'node:os';
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
    // Vitest's default leaves a core free; on 2 cores that ran the PGlite files one at a time
    // beside the PostgreSQL run (scripts/test-server.sh): 177 s for both, 145 s with two.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
