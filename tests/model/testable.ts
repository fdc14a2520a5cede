import { type AnyStateMachine, createMachine } from 'xstate';
import { allStateNodes, transitionsOf } from '../../src/statecharts/describe';

type Config = Record<string, unknown> & {
  states?: Record<string, Config>;
  invoke?: unknown;
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
};
type Invoke = { id?: string; onDone?: unknown; onError?: unknown };

/**
 * The same machine with each invocation replaced by the two events it can end with ("the server
 * answered", "the call failed") and each delayed transition by its "time has passed" event. That is
 * the level QA tests at, and it is what xstate/graph's createTestModel accepts (it refuses
 * machines with invocations or delays).
 */
export function withoutInvocations(machine: AnyStateMachine): AnyStateMachine {
  // biome-ignore lint/complexity/noExcessiveCognitiveComplexity: a recursive rewrite of a state config: one branch per config key
  const strip = (config: Config, path: string): Config => {
    const { invoke, after, states, on, ...rest } = config;
    const out: Config = { ...rest };
    const events: Record<string, unknown> = { ...(on ?? {}) };
    for (const inv of (Array.isArray(invoke) ? invoke : invoke ? [invoke] : []) as Invoke[]) {
      if (!inv.id) throw new Error(`an invocation in ${machine.id} has no id`);
      if (inv.onDone) events[`xstate.done.actor.${inv.id}`] = inv.onDone;
      if (inv.onError) events[`xstate.error.actor.${inv.id}`] = inv.onError;
    }
    for (const [delay, transition] of Object.entries(after ?? {}))
      events[`xstate.after.${delay}.${path}`] = transition;
    if (Object.keys(events).length) out.on = events;
    if (states)
      out.states = Object.fromEntries(
        Object.entries(states).map(([k, v]) => [k, strip(v, `${path}.${k}`)]),
      );
    return out;
  };
  return createMachine(
    strip(machine.config as Config, machine.id) as never,
    machine.implementations as never,
  );
}

type RaiseLike = { type?: unknown; event?: unknown; delay?: unknown };

/**
 * Event types the machine raises on itself (`raise({ type })`). No person or server sends them,
 * so they are not steps of a path: the traversal leaves them out, and the transitions they take
 * are reached (and counted) when the action that raises them runs.
 */
export function raisedEvents(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const visit = (action: unknown) => {
    const a = action as RaiseLike | null;
    if (!a || (typeof a !== 'function' && typeof a !== 'object') || a.type !== 'xstate.raise')
      return;
    // A delayed raise (`after`, or raise with a delay) is time passing: the model keeps it a step.
    if (a.delay !== undefined) return;
    const type = (a.event as { type?: unknown } | undefined)?.type;
    // A computed event's type is only known when it runs; a model would offer it as a step.
    if (typeof type !== 'string')
      throw new Error(`${machine.id} raises a computed event: give raise() a literal event`);
    out.add(type);
  };
  for (const action of Object.values(machine.implementations.actions ?? {})) visit(action);
  for (const node of allStateNodes(machine)) {
    for (const action of [...node.entry, ...node.exit]) visit(action);
    for (const t of transitionsOf(node)) for (const action of t.actions) visit(action);
  }
  return out;
}
