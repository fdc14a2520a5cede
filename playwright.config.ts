import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/browser';
import { E2E_PORT, E2E_SERVERS, e2eBaseURL } from './tests/e2e/servers';

/**
 * One server per worker, each the README's way on its own port, with test hooks switched on and
 * its embedded database in memory (DATA_DIR=memory://): a test resets it first, and an in-memory
 * reset costs the server 118 ms of CPU against 207 ms on disk (creating and truncating files).
 * Playwright starts them one after another: the first (`npm start`) builds the app, the others
 * serve that build.
 */
export const e2eServer = (index: number) => ({
  command: index === 0 ? 'npm start' : 'NODE_ENV=production node --import tsx server/main.ts',
  url: `${e2eBaseURL(index)}/pricing/`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(E2E_PORT + index),
    HOST: '127.0.0.1',
    SR_TEST_HOOKS: '1',
    // Tests sign in far faster than people do; the limit itself is covered by server tests.
    LOGIN_RATE_LIMIT: '1000',
    DATA_DIR: 'memory://',
    // Its output is not kept (stdout: 'ignore'): a log line per request is work for nothing.
    LOG_LEVEL: 'warn',
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Tests, not files, spread over the workers (each test resets its worker's server first), so the
  // two end together: by whole files one worker finished 33 s after the other. A file that needs
  // order (a beforeAll build, one shared tab) says so with `mode: 'default'`.
  fullyParallel: true,
  workers: E2E_SERVERS,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { outputFolder: 'reports/e2e', open: 'never' }]]
    : 'list',
  use: {
    // Specs take the worker's own server from tests/e2e/test.ts; this is the first one's.
    baseURL: e2eBaseURL(0),
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace roughly doubles a short test here (1.4 s → 2.4 s); ask for it when needed.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: E2E_SERVERS }, (_, index) => e2eServer(index)),
});
