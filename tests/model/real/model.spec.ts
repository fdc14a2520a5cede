import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type Browser, expect, test } from '@playwright/test';
import { clearResult, clearStale, coverageLine, failures, saveResult } from '../report';
import { type Binding, runModel } from '../runner';
import { loadModels } from './models';

// The real runner: generated paths executed in Chromium against `npm start` (real server, real DB).
// Each machine's binding is tests/model/real/<machine>.binding.ts exporting
// `realBinding(browser, baseURL)`.
type BindingModule = { realBinding: (browser: Browser, baseURL: string) => Binding<unknown> };

const DIR = 'tests/model/real';
const names = readdirSync(DIR)
  .filter((f) => f.endsWith('.binding.ts'))
  .map((f) => f.replace(/\.binding\.ts$/, ''))
  .sort();

// Safe in every worker Playwright starts: only results no machine here would write are removed.
test.beforeAll(() => clearStale('real', names));

for (const name of names) {
  test(`${name}: every generated path on the real app`, async ({ browser, request, baseURL }) => {
    test.setTimeout(600_000);
    const origin = baseURL ?? '';
    await request.post('/__test/reset', { data: { scenario: 'demo' }, headers: { origin } });
    const model = (await loadModels()).get(name);
    if (!model) throw new Error(`no model for ${name}`);
    const mod = (await import(pathToFileURL(`${DIR}/${name}.binding.ts`).href)) as BindingModule;
    clearResult('real', name);
    const result = await runModel(name, 'real', model, mod.realBinding(browser, origin));
    // Written now: a failure below makes Playwright replace this worker, and its memory with it.
    console.log(`${coverageLine(result)}\nmodel report: ${saveResult(result)}`);
    expect(failures(result)).toEqual([]);
  });
}
