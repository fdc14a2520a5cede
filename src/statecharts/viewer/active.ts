import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionsOf } from '../describe';
import type { StateValue } from '../live/channel';

/**
 * The ids of the state nodes a state value stands for: the machine, every ancestor and every
 * active leaf. Keys the machine does not know (a message from an older build) are skipped.
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): Set<string> {
  const out = new Set<string>([machine.root.id]);
  const walk = (node: AnyStateNode, v: StateValue) => {
    const entries = typeof v === 'string' ? [[v, undefined] as const] : Object.entries(v);
    for (const [key, sub] of entries) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (!child) continue;
      out.add(child.id);
      if (sub !== undefined) walk(child, sub);
    }
  };
  walk(machine.root, value);
  return out;
}

function activeStateNodes(machine: AnyStateMachine, value: StateValue): AnyStateNode[] {
  const ids = activeStateIds(machine, value);
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    if (!ids.has(node.id)) return;
    out.push(node);
    for (const child of Object.values(node.states)) walk(child as AnyStateNode);
  };
  walk(machine.root);
  return out;
}

/** Readable path of a state value, e.g. 'editing.card.empty + editing.coupon.none'. */
export function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, sub]) =>
    statePaths(sub).map((path) => `${key}.${path}`),
  );
}

/** Every event type a person could send from these states (the machine decides what happens). */
export function eventsFrom(machine: AnyStateMachine, value: StateValue): string[] {
  const types = new Set<string>();
  for (const node of activeStateNodes(machine, value))
    for (const t of transitionsOf(node)) {
      // Eventless transitions and "region done" happen by themselves; '*' is not an event.
      if (t.eventType === '' || t.eventType === '*') continue;
      if (t.eventType.startsWith('xstate.done.state.')) continue;
      types.add(t.eventType);
    }
  return [...types];
}
