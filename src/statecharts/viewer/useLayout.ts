import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { layoutBothWays, type MachineLayout } from './layout';
import { fitScale, type Size } from './viewport';

export type LayoutState =
  | { status: 'pending' }
  | { status: 'ready'; layouts: MachineLayout[] }
  | { status: 'failed'; error: unknown };

/** ELK lays out asynchronously; a machine switched away from mid-layout is ignored. */
export function useLayout(machine: AnyStateMachine): LayoutState {
  const [state, setState] = useState<{ machine: AnyStateMachine; value: LayoutState }>({
    machine,
    value: { status: 'pending' },
  });
  useEffect(() => {
    let current = true;
    layoutBothWays(machine).then(
      (layouts) => current && setState({ machine, value: { status: 'ready', layouts } }),
      (error: unknown) => current && setState({ machine, value: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [machine]);
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
