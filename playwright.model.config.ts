import { defineConfig } from '@playwright/test';
import base, { e2eServer } from './playwright.config';

// QA's real runner: the generated model paths, on one server started as the browser tests' first.
export default defineConfig({
  ...base,
  testDir: 'tests/model/real',
  testMatch: /.*\.spec\.ts/,
  reporter: 'list',
  workers: 1,
  // Its one spec clears the last report in beforeAll: once per run, not once per path.
  fullyParallel: false,
  webServer: e2eServer(0),
});
