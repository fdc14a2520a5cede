import type { AnyStateMachine } from 'xstate';
import { liveInspection } from '../../statecharts/live/inspector';
import type { BoundMachine } from '../../views/common/boundMachine';

/** A machine with its effects provided, run under the live inspector when the viewer is on. */
export function bound<TMachine extends AnyStateMachine>(machine: TMachine): BoundMachine<TMachine> {
  return { machine, options: liveInspection() };
}
