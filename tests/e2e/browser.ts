import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (Playwright cannot download its own browser here): its headless shell when
 * installed, as Playwright itself picks for headless runs. The same Blink without the full
 * browser's window machinery: the browser suite took 291 s with `chromium`, 196 s with the shell.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath:
      process.env.CHROMIUM_PATH ??
      (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
