import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  SimulatedClock,
  type StateValue,
} from 'xstate';
import { allStateNodes, transitionKey, transitionsOf } from '../../src/statecharts/describe';
import { withoutInvocations } from './testable';

export type Coverage = {
  states: { hit: number; total: number; missing: string[] };
  transitions: { hit: number; total: number; missing: string[] };
};

/** State node ids active in a state value, parents included. */
function activeIds(machineId: string, value: StateValue): string[] {
  const out: string[] = [];
  const walk = (prefix: string, v: StateValue) => {
    if (typeof v === 'string') {
      out.push(`${prefix}.${v}`);
      return;
    }
    for (const [key, child] of Object.entries(v)) {
      out.push(`${prefix}.${key}`);
      if (child !== undefined) walk(`${prefix}.${key}`, child as StateValue);
    }
  };
  walk(machineId, value);
  return out;
}

/**
 * Replays event sequences on the machine itself (invocations replaced by the events they end with,
 * time simulated) and records, through xstate's inspection API, every transition actually taken —
 * eventless and delayed ones included. Generated paths are judged by what they really exercise.
 */
export function replay(
  machine: AnyStateMachine,
  sequences: { input?: unknown; events: AnyEventObject[] }[],
): { states: Set<string>; transitions: Set<string> } {
  const quiet = withoutInvocations(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const { input, events } of sequences) {
    const actor = createActor(quiet, {
      clock: new SimulatedClock(),
      input,
      inspect: (ev) => {
        if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
        // Transient states (left at once by an eventless transition) only show up here.
        const { value } = ev.snapshot as unknown as { value: StateValue };
        for (const id of activeIds(machine.id, value)) states.add(id);
        for (const t of (ev as { _transitions: AnyTransitionDefinition[] })._transitions) {
          transitions.add(transitionKey(t));
          // A transition leaving a state proves the state was active, however briefly.
          for (let n = t.source; n.parent; n = n.parent) states.add(n.id);
        }
      },
    });
    const record = () => {
      for (const id of activeIds(machine.id, actor.getSnapshot().value)) states.add(id);
    };
    let failure: unknown = null;
    actor.subscribe({ next: record, error: (e) => (failure = e) });
    actor.start();
    record();
    for (const event of events) actor.send(event);
    actor.stop();
    if (failure) throw failure;
  }
  return { states, transitions };
}

export function coverageOf(machine: AnyStateMachine, hit: ReturnType<typeof replay>): Coverage {
  const nodes = allStateNodes(machine).filter((n) => n !== machine.root);
  const allTransitions = allStateNodes(machine).flatMap((n) => transitionsOf(n).map(transitionKey));
  const missingStates = nodes.map((n) => n.id).filter((id) => !hit.states.has(id));
  const missingTransitions = [...new Set(allTransitions)].filter((k) => !hit.transitions.has(k));
  return {
    states: {
      hit: nodes.length - missingStates.length,
      total: nodes.length,
      missing: missingStates,
    },
    transitions: {
      hit: new Set(allTransitions).size - missingTransitions.length,
      total: new Set(allTransitions).size,
      missing: missingTransitions,
    },
  };
}
