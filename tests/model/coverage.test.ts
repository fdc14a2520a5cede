import { describe, expect, it } from 'vitest';
import { allMachines } from '../machines/allMachines';
import { coverageOf, replay } from './coverage';
import { pathsOf } from './machineModel';
import { allModels } from './models';

// A machine without a model, or with a state or transition no generated path reaches, fails here:
// a new machine cannot skip QA's generated tests.
const models = allModels();
// Generating a machine's paths is CPU work (planMachine: 2,497 paths); on a busy 2-core machine
// it once took just over Vitest's 5 s default.
const GENERATION_TIME = 30_000;

describe.each(allMachines())('%s', (name, machine) => {
  it(
    'has a model whose generated paths reach every state and transition',
    () => {
      const model = models.get(name);
      expect(model, `tests/model/models/${name}.model.ts is missing`).toBeDefined();
      if (!model) return;
      expect(model.machine).toBe(machine);
      const paths = pathsOf(model);
      const cov = coverageOf(machine, replay(machine, paths));
      expect({ states: cov.states.missing, transitions: cov.transitions.missing }).toEqual({
        states: [],
        transitions: [],
      });
    },
    GENERATION_TIME,
  );
});
