import { type AnyStateMachine, createMachine } from 'xstate';

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
