import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';

/** One generated path: where it starts, its events in order, and the states they lead through. */
export type ModelPath = {
  start: string;
  input: unknown;
  events: AnyEventObject[];
  /** The words for each event, in order. */
  steps: string[];
  /** The machine's state at the start and after each event (length = events + 1). */
  states: SnapshotFrom<AnyStateMachine>[];
  target: string;
};
