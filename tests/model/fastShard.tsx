import { cleanup } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMachines, machineNameOf } from '../machines/allMachines';
import { allModels } from './models';
import { clearResult, clearStale, coverageLine, failures, saveResult, unproven } from './report';
import type { Binding } from './runner';
import { runModel } from './runner';

// The fast runner: generated paths executed against the real views in jsdom, the API edge faked.
// Its machines are dealt over six test files (fast-N.test.tsx) so Vitest's workers share them;
// each file imports only its own bindings. Six, not three: one machine (planMachine, about 20 s)
// outweighs most others, and small files let the other worker take the rest (unit suite 75 s ->
// 63 s on 2 cores).
const loaders = new Map(
  Object.entries(import.meta.glob<{ binding: Binding<unknown> }>('./fast/*.binding.tsx')).map(
    ([path, load]) => [machineNameOf(path, '.binding.tsx'), load],
  ),
);

// A passing run takes seconds; a failing one waits out every broken path's checks (checkout:
// about 100 s) and must still report its failures rather than time out.
const ROOM_TO_FAIL = 300_000;

/**
 * A start that fails (a lazily loaded screen late under load) is not stopped by the runner, as it
 * gave back nothing to stop: its screen is taken off here, or every later path of the machine
 * finds two of everything.
 */
function tidyStart<H>(binding: Binding<H>): Binding<H> {
  return {
    ...binding,
    async start(path) {
      try {
        return await binding.start(path);
      } catch (e) {
        cleanup();
        throw e;
      }
    },
  };
}

/** The machines of shard `index` (1-based) of `count`, dealt in turn from the sorted list. */
export function fastShard(index: number, count: number): void {
  // A machine without a binding fails coverage.test.ts, not silently here.
  const bound = allMachines().filter(([name]) => loaders.has(name));
  const mine = bound.filter((_, position) => position % count === index - 1);
  beforeAll(() => clearStale('fast', [...loaders.keys()]));

  describe.each(mine)('%s (jsdom)', (name) => {
    it(
      'passes every generated path on the real views and reaches every state and transition',
      async () => {
        const model = allModels().get(name);
        const binding = (await loaders.get(name)?.())?.binding;
        if (!model || !binding) throw new Error(`${name} needs a model and a binding`);
        clearResult('fast', name);
        const result = await runModel(name, 'fast', model, tidyStart(binding));
        console.log(`${coverageLine(result)}\nmodel report: ${saveResult(result)}`);
        expect(failures(result)).toEqual([]);
        // Every state and transition of the machine, proven on the real views.
        expect(unproven(result)).toEqual({ states: [], transitions: [] });
      },
      ROOM_TO_FAIL,
    );
  });
}
