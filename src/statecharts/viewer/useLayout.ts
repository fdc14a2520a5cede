import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { type LayoutsAhead, layoutBothWays, type MachineLayout } from './layout';
import { fitScale, type Size } from './viewport';

export type LayoutState =
  | { status: 'pending' }
  | { status: 'ready'; layouts: MachineLayout[] }
  | { status: 'failed'; error: unknown };

/** Each machine's layouts made ahead (`npm run statecharts`), loaded when that machine is shown. */
const made = import.meta.glob<LayoutsAhead>('../layouts/*.json', { import: 'default' });

/** The layouts made ahead for the machine named, if any (a new machine has none yet). */
async function aheadFor(name: string): Promise<LayoutsAhead> {
  return (await made[`../layouts/${name}.json`]?.()) ?? {};
}

/**
 * Made ahead where they match the machine, else by ELK (asynchronously either way); a machine
 * switched away from meanwhile is ignored.
 */
export function useLayout(machine: AnyStateMachine, name: string): LayoutState {
  const [state, setState] = useState<{ machine: AnyStateMachine; value: LayoutState }>({
    machine,
    value: { status: 'pending' },
  });
  useEffect(() => {
    let current = true;
    aheadFor(name)
      .then((ahead) => layoutBothWays(machine, ahead))
      .then(
        (layouts) => current && setState({ machine, value: { status: 'ready', layouts } }),
        (error: unknown) => current && setState({ machine, value: { status: 'failed', error } }),
      );
    return () => {
      current = false;
    };
  }, [machine, name]);
  return state.machine === machine ? state.value : { status: 'pending' };
}

/**
 * The layout drawn larger in this frame. Left to right reads most naturally, so the other
 * direction has to be clearly better (a tenth larger) to be chosen.
 */
export function pickLayout(layouts: MachineLayout[], frame: Size): MachineLayout {
  const [first, ...others] = layouts;
  if (!first) throw new Error('no layout to pick from');
  let best = first;
  for (const other of others)
    if (fitScale(other, frame) > fitScale(best, frame) * 1.1) best = other;
  return best;
}
