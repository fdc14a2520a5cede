import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { ModelPath } from './path';

/**
 * Who cannot take a step. 'model': nobody, on any runner (the control is not on the screen, the
 * page has gone); such steps are never generated. 'runner:fast' / 'runner:real': only that runner
 * (the real server never gives that answer, no demo account has those plans); paths through the
 * step are still generated, and that runner stops them there and says so in its report.
 */
export type CannotScope = 'model' | `runner:${string}`;

/** A step: the state it is taken from (its own context, see statesAlong) and its event. */
export type Step = {
  state: SnapshotFrom<AnyStateMachine>;
  event: AnyEventObject;
  /** Runner scopes only: the whole path and the step's index in it, for what earlier steps set up. */
  path?: ModelPath;
  at?: number;
};

/**
 * The one way to say a step cannot happen: where (`scope`), in which steps (`when`) and why, in
 * words for the report. Coverage never counts a step that cannot be taken, nor anything after it.
 */
export type Cannot = {
  scope: CannotScope;
  when: (step: Step) => boolean;
  why: string | ((step: Step) => string);
};

/**
 * The usual model rule: a person can take these steps (event types) only while `offered` holds of
 * the state, the control being on screen only then. An event list offers payloads; it never leaves
 * a step out: that is a rule, so the report can say why.
 */
export const onlyWhile = (
  events: string[],
  offered: (state: Step['state']) => boolean,
  why: string,
): Cannot => ({
  scope: 'model',
  when: ({ state, event }) => events.includes(event.type) && !offered(state),
  why,
});

/** Where a path stopped and why: the step no one (or this runner) could take. */
export type Stop = { scope: CannotScope; at: number; why: string };

const reason = (rule: Cannot, step: Step) =>
  typeof rule.why === 'string' ? rule.why : rule.why(step);

/** The first rule of one of `scopes` that forbids the step; undefined when it can be taken. */
function forbidding(rules: Cannot[], scopes: CannotScope[], step: Step): Stop | undefined {
  for (const rule of rules)
    if (scopes.includes(rule.scope) && rule.when(step))
      return { scope: rule.scope, at: step.at ?? -1, why: reason(rule, step) };
  return undefined;
}

/** Why nobody can take the step (a 'model' rule forbids it); undefined when someone can. */
export const nobodyCan = (rules: Cannot[], step: Step): string | undefined =>
  forbidding(rules, ['model'], step)?.why;

/**
 * The first step of a path a runner cannot take: by its own rules, or by the model's judged on the
 * path's own states (the traversal merges states that differ only in context, so it may offer a
 * step that this path's context rules out). Undefined when every step can be taken.
 */
export function firstStop(rules: Cannot[], runner: CannotScope, path: ModelPath): Stop | undefined {
  for (const [at, event] of path.events.entries()) {
    const state = path.states[at];
    if (!state) break;
    const stop = forbidding(rules, ['model', runner], { state, event, path, at });
    if (stop) return { ...stop, why: `Step ${at + 1} (${path.steps[at]}): ${stop.why}` };
  }
  return undefined;
}
