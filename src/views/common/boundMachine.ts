import type { ActorOptions, AnyStateMachine } from 'xstate';

/**
 * A machine as a screen receives it from its route: its effects already bound at the app's edge
 * (src/app/live: the real API in the app, fakes in tests), with the options every actor of it is
 * started with (the live statechart inspector, when the viewer is switched on).
 */
export interface BoundMachine<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /**
   * The live inspector; the input, where the edge knows it (what this browser can do); and the
   * snapshot to resume from, where the server already ran the machine (the prerendered page).
   */
  options: Pick<ActorOptions<TMachine>, 'inspect' | 'input' | 'snapshot'>;
}
