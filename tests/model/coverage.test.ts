import { describe, expect, it } from 'vitest';
import { allMachines, machineNameOf } from '../machines/allMachines';
import { allModels } from './models';

// A machine without a model or a binding for each runner fails here: a new machine cannot skip
// QA's generated tests. That the generated paths reach every state and transition is proven by the
// fast runner itself (fastShard.tsx), on the real views, in the same npm test.
const models = allModels();
const named = (files: Record<string, unknown>, ending: string) =>
  new Set(Object.keys(files).map((path) => machineNameOf(path, ending)));
const fast = named(import.meta.glob('./fast/*.binding.tsx'), '.binding.tsx');
const real = named(import.meta.glob('./real/*.binding.ts'), '.binding.ts');

describe.each(allMachines())('%s', (name, machine) => {
  it('has a model of itself and a binding for each runner', () => {
    expect(models.get(name)?.machine, `tests/model/models/${name}.model.ts`).toBe(machine);
    expect(fast.has(name), `tests/model/fast/${name}.binding.tsx`).toBe(true);
    expect(real.has(name), `tests/model/real/${name}.binding.ts`).toBe(true);
  });
});
