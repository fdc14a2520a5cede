import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';

/** One generated path: where it starts, its events in order, and the states they lead through. */
export type ModelPath = {
  start: string;
  input: unknown;
  events: AnyEventObject[];
  /** Each step in words: the machine's description of the transition it takes (see stepWords). */
  steps: string[];
  /** The machine's state at the start and after each event (length = events + 1). */
  states: SnapshotFrom<AnyStateMachine>[];
  target: string;
};
