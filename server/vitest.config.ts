import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files whose first line says `// PGlite only: <why>` do not run again on PostgreSQL: nothing in
 * them depends on which database answers (headers, rate limits in memory, plain reads, pure
 * rules). Everything that moves money, takes a lock, caches across copies or writes through the
 * driver (hostile text) runs on both.
 */
const pgliteOnly = () =>
  readdirSync('server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('.scratch'))
    .map((file) => `server/${file}`)
    .filter((file) => readFileSync(file, 'utf8').startsWith('// PGlite only: '));

// Run from the repo root: npx vitest run --config server/vitest.config.ts
export default defineConfig({
  // No file watcher: `vitest run` never reruns, and Vite's watcher walked the repository on start.
  server: { watch: null },
  test: {
    include: ['server/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      'server/.scratch/**',
      ...(process.env.TEST_DATABASE_URL ? pgliteOnly() : []),
    ],
    globalSetup: ['server/test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker runs its files one after another in one process: each file still builds its own
    // app, but the server's modules and PGlite's WebAssembly load once per worker, not once per
    // file (PGlite 127 s -> 48 s, PostgreSQL 112 s -> 50 s, run alone on 2 cores), and on PGlite a
    // file gets the database the last one handed back, emptied (server/test/database.ts). No
    // server test mocks modules or changes the environment, so nothing carries from file to file.
    isolate: false,
    // Each file has a database to itself; PostgreSQL runs them one at a time to keep connections low.
    fileParallelism: !process.env.TEST_DATABASE_URL,
    // Vitest's default leaves a core free; on 2 cores that ran the PGlite files one at a time
    // beside the PostgreSQL run (scripts/test-server.sh): 177 s for both, 145 s with two.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
