// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { allMachines } from '../machines/allMachines';
import { allModels } from './models';
import { clearResult, clearStale, coverageLine, failures, saveResult } from './report';
import type { Binding } from './runner';
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

// A passing run takes seconds; a failing one waits out every broken path's checks (checkout:
// about 100 s) and must still report its failures rather than time out.
const ROOM_TO_FAIL = 300_000;

beforeAll(() => clearStale('fast', [...bindings.keys()]));

describe.each(allMachines().filter(([name]) => bindings.has(name)))('%s (jsdom)', (name) => {
  it(
    'passes every generated path on the real views',
    async () => {
      const model = models.get(name);
      const binding = bindings.get(name);
      if (!model || !binding) throw new Error(`${name} needs a model and a binding`);
      clearResult('fast', name);
      const result = await runModel(name, 'fast', model, binding);
      console.log(`${coverageLine(result)}\nmodel report: ${saveResult(result)}`);
      expect(failures(result)).toEqual([]);
    },
    ROOM_TO_FAIL,
  );
});
