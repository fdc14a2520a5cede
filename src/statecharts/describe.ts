import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  and,
  not,
  or,
} from 'xstate';

/**
 * Readable names for what the statechart shows, shared by the Mermaid documents and the in-app
 * viewer, so a product owner reads the same words in both.
 */

export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1] ?? '') ? `after ${after[1]} ms` : `after ${after[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'region done';
  return eventType;
}

type GuardLike = string | { type?: string; guards?: unknown[] } | ((...a: never[]) => unknown);

type Checked = { check?: unknown; guards?: unknown[] };

// Production builds minify function names, so xstate's and()/or()/not() guards are recognised by
// the evaluator they carry rather than by name.
const HIGHER_ORDER = new Map<unknown, string>([
  [(and([]) as unknown as Checked).check, 'and'],
  [(or([]) as unknown as Checked).check, 'or'],
  [(not('x') as unknown as Checked).check, 'not'],
]);

export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  const g = guard as GuardLike & Checked;
  if (typeof g === 'string') return g;
  const inner = Array.isArray(g.guards) ? g.guards.map(guardLabel).join(', ') : '';
  if (typeof g === 'function') {
    const name = HIGHER_ORDER.get(g.check) ?? (g.name || 'inline');
    return inner ? `${name}(${inner})` : name;
  }
  return g.type ?? 'guard';
}

export function transitionLabel(t: AnyTransitionDefinition): string {
  const guard = guardLabel(t.guard);
  const event = eventLabel(t.eventType);
  return guard ? `${event} [${guard}]` : event;
}

/** xstate names invocations without an id "0.machine.state"; our machines name every one. */
export const isGeneratedInvokeId = (id: string) => /^\d+\./.test(id);

/** Every transition a state node declares, including eventless and delayed ones. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const out: AnyTransitionDefinition[] = [];
  for (const list of node.transitions.values()) out.push(...list);
  out.push(...(node.always ?? []));
  return out;
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (n: AnyStateNode) => {
    out.push(n);
    for (const child of Object.values(n.states)) walk(child as AnyStateNode);
  };
  walk(machine.root);
  return out;
}

/** Stable key of a transition, for coverage counts: source, event, guard and targets. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const targets = (t.target ?? []).map((n) => n.id).join(',') || '(self)';
  return `${t.source.id} --${transitionLabel(t)}--> ${targets}`;
}
