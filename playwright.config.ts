import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/browser';

// The app is started the README's way (`npm start`: build, then the reference server on its
// embedded database), on its own port and a throw-away data folder, with test hooks switched on.
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { outputFolder: 'reports/e2e', open: 'never' }]]
    : 'list',
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace roughly doubles a short test here (1.4 s → 2.4 s); ask for it when needed.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npm start',
    url: `${baseURL}/pricing/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SR_TEST_HOOKS: '1',
      // Tests sign in far faster than people do; the limit itself is covered by server tests.
      LOGIN_RATE_LIMIT: '1000',
      DATA_DIR: `data/e2e-${port}`,
    },
  },
});
