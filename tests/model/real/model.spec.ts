import { type Browser, expect, test } from '@playwright/test';
import { pathsOf } from '../machineModel';
import { coverageLine, saveResults } from '../report';
import { type Binding, type MachineResult, runModel } from '../runner';
import { loadModels } from './models';
import { signInGateBinding } from './signInGateMachine.binding';

// The real runner: generated paths executed in Chromium against `npm start` (real server, real DB).
const bindings: Record<string, (browser: Browser) => Binding<unknown>> = {
  signInGateMachine: (browser) =>
    signInGateBinding(async () => (await browser.newContext()).newPage()) as Binding<unknown>,
};

const results: MachineResult[] = [];

test.afterAll(() => {
  const path = saveResults('real', results);
  for (const r of results) console.log(coverageLine(r));
  console.log(`model report: ${path}`);
});

for (const name of Object.keys(bindings)) {
  test(`${name}: every generated path on the real app`, async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    await request.post('/__test/reset', {
      data: { scenario: 'demo' },
      headers: { origin: baseURL ?? '' },
    });
    const model = (await loadModels()).get(name);
    if (!model) throw new Error(`no model for ${name}`);
    const binding = bindings[name]?.(browser);
    if (!binding) throw new Error(`no binding for ${name}`);
    const result = await runModel(name, 'real', model, pathsOf(model), binding);
    results.push(result);
    const failed = result.paths.filter((p) => p.status === 'failed');
    expect(failed.map((p) => `${p.start} → ${p.steps.join(' → ')}: ${p.error}`)).toEqual([]);
  });
}
