// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { allMachines } from '../machines/allMachines';
import { allModels } from './models';
import { coverageLine, saveResults } from './report';
import type { Binding, MachineResult } from './runner';
import { runModel } from './runner';

// The fast runner: generated paths executed against the real views in jsdom, the API edge faked.
const bindings = new Map(
  Object.entries(
    import.meta.glob<{ binding: Binding<unknown> }>('./fast/*.binding.tsx', { eager: true }),
  ).map(([path, mod]) => [
    path
      .split('/')
      .pop()
      ?.replace(/\.binding\.tsx$/, '') ?? path,
    mod.binding,
  ]),
);
const models = allModels();
const results: MachineResult[] = [];

describe.each(allMachines().filter(([name]) => bindings.has(name)))('%s (jsdom)', (name) => {
  it('passes every generated path on the real views', async () => {
    const model = models.get(name);
    const binding = bindings.get(name);
    if (!model || !binding) throw new Error(`${name} needs a model and a binding`);
    const result = await runModel(name, 'fast', model, binding);
    results.push(result);
    console.log(coverageLine(result));
    const failed = result.paths.filter((p) => p.status === 'failed');
    expect(failed.map((p) => `${p.start} → ${p.steps.join(' → ')}: ${p.error}`)).toEqual([]);
  }, 60_000);
});

afterAll(() => {
  if (results.length) console.log(`model report: ${saveResults('fast', results)}`);
});
