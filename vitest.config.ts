import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file's environment as Vitest reads it: a `@vitest-environment <name>` comment, else node. */
const environmentOf = (file: TestSpecification) =>
  /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file.moduleId, 'utf8'))?.[1] ?? 'node';

/**
 * The fast model runner's files first, then the other jsdom files, then the node ones. Vitest
 * starts the files that took longest last time first, but a fresh clone (CI) has no last time and
 * it starts the largest files first: the model runner's files are four lines each, so its two
 * longest machines (about 25 s each) started last and the unit step took 106 s instead of 80.
 * Files of one environment go together because a worker is kept for the next file only when that
 * file wants the same environment: mixed in size order, 67 files started 21 to 30 workers, each loading
 * jsdom, React and the app again.
 */
class ModelRunnerFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      /tests[\\/]model[\\/]fast-\d/.test(file.moduleId)
        ? 0
        : environmentOf(file) === 'node'
          ? 2
          : 1;
    return [0, 1, 2].flatMap((r) => sorted.filter((file) => rank(file) === r));
  }
}

// Node by default (fast, and the API tests need a real node:http server). DOM tests opt in per
// file with a `// @vitest-environment jsdom` first-line comment: Vitest 4 dropped
// environmentMatchGlobs.
export default defineConfig({
  // No file watcher: `vitest run` never reruns, and Vite's watcher walked the repository on start
  // (3.5 s of CPU in the main process).
  server: { watch: null },
  // View tests render real components: JSX, Lingui macros (same ids as the build) and .css.ts.
  plugins: [
    react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }),
    vanillaExtractPlugin(),
  ],
  test: {
    environment: 'node',
    // Vitest's default leaves one core free, which on a 2-core CI machine runs every file in turn.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker runs its files in one process (each file still gets a fresh jsdom when it asks for
    // one): modules load once per worker, not once per file. 74 s -> 56-59 s; no test mocks
    // modules or stubs globals (views take fakes through the router context instead).
    isolate: false,
    sequence: { sequencer: ModelRunnerFirst },
    setupFiles: ['tests/setup.ts'],
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/machines/**/*.test.ts',
      'tests/model/**/*.test.{ts,tsx}',
    ],
  },
});
