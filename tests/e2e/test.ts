import { test as base } from '@playwright/test';
import { e2eBaseURL } from './servers';

/** Playwright's test, talking to the server of the worker it runs on (tests/e2e/servers.ts). */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => use(e2eBaseURL(testInfo.parallelIndex)),
});
