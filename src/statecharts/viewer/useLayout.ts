import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { layoutMachine, type MachineLayout } from './layout';

export type LayoutState =
  | { status: 'pending' }
  | { status: 'ready'; layout: MachineLayout }
  | { status: 'failed'; error: unknown };

/** ELK lays out asynchronously; a machine switched away from mid-layout is ignored. */
export function useLayout(machine: AnyStateMachine): LayoutState {
  const [state, setState] = useState<{ machine: AnyStateMachine; value: LayoutState }>({
    machine,
    value: { status: 'pending' },
  });
  useEffect(() => {
    let current = true;
    layoutMachine(machine).then(
      (layout) => current && setState({ machine, value: { status: 'ready', layout } }),
      (error: unknown) => current && setState({ machine, value: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [machine]);
  return state.machine === machine ? state.value : { status: 'pending' };
}
