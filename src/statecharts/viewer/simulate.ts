import {
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  SimulatedClock,
} from 'xstate';

type GuardFn = (...args: unknown[]) => boolean;

/**
 * The machine as a product owner steps it: its invocations never call anything (they never
 * settle; the person sends "done" or "failed" instead), time stands still (SimulatedClock; the
 * person sends "after …"), and a guard that cannot be answered without the server's data says no
 * rather than crashing the run.
 */
function simulatedMachine(machine: AnyStateMachine): AnyStateMachine {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors ?? {}).map((name) => [name, never]),
  );
  const guards = Object.fromEntries(
    Object.entries(machine.implementations.guards ?? {}).map(([name, guard]) => {
      // Higher-order guards (and/or/not) are evaluated by xstate itself through `check`.
      if (typeof guard !== 'function' || 'check' in guard) return [name, guard];
      const safe: GuardFn = (...args) => {
        try {
          return Boolean((guard as GuardFn)(...args));
        } catch {
          return false;
        }
      };
      return [name, safe];
    }),
  );
  return machine.provide({ actors, guards } as never);
}

/**
 * The event object for an event type. Invocation results carry an empty answer: enough for the
 * machine to read fields (and find them missing) instead of failing on nothing at all.
 */
function eventFor(type: string): AnyEventObject {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return { type, output: {}, actorId: done[1] };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return { type, error: {}, actorId: error[1] };
  return { type };
}

export interface SimulationState {
  snapshot: AnyMachineSnapshot;
  /** Set when the last event could not be taken: the run stays where it was. */
  refused: { event: string; reason: string } | null;
}

/** A local run of one machine, stepped by hand. Nothing it does leaves the browser tab. */
export class Simulation {
  private readonly logic: AnyStateMachine;
  private readonly clock = new SimulatedClock();
  private actor!: Actor<AnyStateMachine>;
  state!: SimulationState;

  constructor(
    machine: AnyStateMachine,
    private readonly onChange: (state: SimulationState) => void,
  ) {
    this.logic = simulatedMachine(machine);
    this.reset();
  }

  send(type: string): void {
    const before = this.actor.getPersistedSnapshot();
    this.actor.send(eventFor(type));
    const after = this.actor.getSnapshot() as AnyMachineSnapshot;
    if (after.status !== 'error') {
      this.update({ snapshot: after, refused: null });
      return;
    }
    // The machine needed data a simulation does not have (an action reading the server's answer):
    // say so and carry on from where it was.
    this.run(before);
    this.update({
      snapshot: this.actor.getSnapshot() as AnyMachineSnapshot,
      refused: { event: type, reason: String(after.error) },
    });
  }

  reset(): void {
    this.run(undefined);
    this.update({ snapshot: this.actor.getSnapshot() as AnyMachineSnapshot, refused: null });
  }

  stop(): void {
    this.actor.stop();
  }

  private run(snapshot: unknown) {
    this.actor?.stop();
    // `{}` as input: machines that build their context from input read empty fields, not crash.
    this.actor = createActor(this.logic, {
      input: {},
      clock: this.clock,
      ...(snapshot === undefined ? {} : { snapshot: snapshot as never }),
    });
    // Errors are reported through the snapshot; a listener keeps xstate from rethrowing them.
    this.actor.subscribe({ error: () => {} });
    this.actor.start();
  }

  private update(state: SimulationState) {
    this.state = state;
    this.onChange(state);
  }
}
