import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// QA's real runner: the generated model paths, same server start as the browser tests.
export default defineConfig({
  ...base,
  testDir: 'tests/model/real',
  testMatch: /.*\.spec\.ts/,
  reporter: 'list',
});
