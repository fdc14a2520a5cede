/**
 * First-load JavaScript of /pricing/: every script the browser fetches until the network is idle,
 * gzipped as a server would send it. Fails above the budget so growth is a decision, not drift.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/browser';

const BUDGET_KB = 130;
const port = 4600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

async function main() {
  // The real server on a throw-away database: the page makes the API calls a visitor's would.
  const dataDir = mkdtempSync(join(tmpdir(), 'sr-size-'));
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  try {
    await waitFor(`${base}/pricing/`, 30_000);
    const browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => null);
      if (body) scripts.set(new URL(res.url()).pathname, gzipSync(body).length);
    });
    await page.goto(`${base}/pricing/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await browser.close();
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    for (const [path, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
      console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`);
    const kb = total / 1024;
    console.log(
      `first-load JS of /pricing/: ${kb.toFixed(2)} KB gzip in ${scripts.size} scripts (budget ${BUDGET_KB} KB)`,
    );
    // Not process.exit: the finally below must still stop the server it started.
    if (kb > BUDGET_KB) process.exitCode = 1;
  } finally {
    if (server.pid) process.kill(-server.pid);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
