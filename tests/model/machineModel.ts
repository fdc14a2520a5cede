import {
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel } from 'xstate/graph';
import { eventLabel } from '../../src/statecharts/describe';
import { type Cannot, nobodyCan } from './cannot';
import type { ModelPath } from './path';
import { raisedEvents, withoutInvocations } from './testable';

/**
 * What QA's generated tests know about one machine: the events a person (or the server) can cause,
 * with payload variants as separate cases. The report's words for each step are the machine's own
 * (see `stepWords`), so the statechart viewer, the docs and the report say the same thing.
 */
export interface MachineModel<M extends AnyStateMachine = AnyStateMachine> {
  machine: M;
  /** Where paths start: one entry per distinct input (e.g. visitor known / unknown). */
  starts?: { description: string; input: unknown }[];
  /** Every event the traversal may try, payload variants included. */
  events: EventFromLogic<M>[] | ((snapshot: SnapshotFrom<M>) => EventFromLogic<M>[]);
  /** Simple paths explode on large machines; those models say so and rely on shortest paths. */
  simplePaths?: boolean;
  /**
   * Which snapshots count as the same state for traversal. Default: the state value alone, since
   * counters in context (attempts, amounts) would make the state space infinite.
   */
  serialize?: (snapshot: SnapshotFrom<M>) => string;
  /**
   * The model's own words for a step, only where the machine's would be wrong or empty for the
   * report; undefined keeps the machine's.
   */
  describeEvent?: (event: EventFromLogic<M>) => string | undefined;
  /**
   * Steps that cannot happen, each with its scope and why (see cannot.ts). Scope 'model' steps are
   * not generated, so paths stay ones a person can walk; a runner's scope stops its paths there.
   */
  cannot?: Cannot[];
}

export type { ModelPath } from './path';

/** How a model checks a state, in both runners: given the path and the state's index in it. */
export type StateCheck<M extends AnyStateMachine, H> = (
  h: H,
  snapshot: SnapshotFrom<M>,
  path: ModelPath,
  at: number,
) => Promise<void>;

/**
 * The snapshots a path really passes through. Traversal merges vertices by state value, so the
 * snapshot it keeps for a vertex may carry another path's context (a different product chosen);
 * replaying the path's own events gives the context a person would have at each step.
 */
function statesAlong(
  machine: AnyStateMachine,
  input: unknown,
  events: AnyEventObject[],
): SnapshotFrom<AnyStateMachine>[] {
  const actor = createActor(machine, { clock: new SimulatedClock(), input });
  actor.start();
  const out = [actor.getSnapshot()];
  for (const event of events) {
    actor.send(event);
    out.push(actor.getSnapshot());
  }
  actor.stop();
  return out;
}

/** A person's payload in short (`field "number", value "4242"`); a server's answer is too long. */
function payloadOf({ type, ...payload }: AnyEventObject): string {
  if (type.startsWith('xstate.') || !Object.keys(payload).length) return '';
  const parts = Object.entries(payload).map(([k, v]) => `${k} ${JSON.stringify(v)}`);
  return ` (${parts.join(', ')})`;
}

/**
 * A step's words: the description of the transition the machine takes for the event from this
 * very snapshot (guards judged on the path's own context, so an accepted and a refused answer read
 * differently), with a person's payload so variants of one step can be told apart. With no
 * description the event in short, and whether the machine takes no transition for it at all.
 */
function stepWords(
  machine: AnyStateMachine,
  snapshot: SnapshotFrom<AnyStateMachine>,
  event: AnyEventObject,
): string {
  const taken = machine.getTransitionData(snapshot as never, event);
  const words = [...new Set(taken.map((t) => t.description).filter(Boolean))].join(' ');
  const ignored = taken.length ? '' : ' (the machine ignores it here)';
  return (words || eventLabel(event.type)) + payloadOf(event) + ignored;
}

/** A model whose events depend on the state lists exactly what a person can cause there. */
function offered(
  model: MachineModel,
  snapshot: SnapshotFrom<AnyStateMachine>,
  event: AnyEventObject,
): boolean {
  if (typeof model.events !== 'function') return true;
  const wanted = JSON.stringify(event);
  return model.events(snapshot as never).some((e) => JSON.stringify(e) === wanted);
}

/** Shortest paths to every state, plus simple paths where the model is finite enough. */
export function pathsOf(model: MachineModel): ModelPath[] {
  const key = (s: SnapshotFrom<AnyStateMachine>) =>
    model.serialize ? model.serialize(s as never) : JSON.stringify(s.value);
  const testable = withoutInvocations(model.machine);
  const internal = raisedEvents(model.machine);
  const rules = model.cannot ?? [];
  const seen = new Set<string>();
  const out: ModelPath[] = [];
  for (const start of model.starts ?? [{ description: 'Start', input: undefined }]) {
    const testModel = createTestModel(testable, {
      events: model.events as never,
      // xstate/graph offers every event a state handles (bare, when the model lists no payload
      // for it), the machine's own raised ones included: keep only what the model offers here.
      filterEvents: (snapshot, event) =>
        !internal.has(event.type) &&
        offered(model, snapshot, event) &&
        !nobodyCan(rules, { state: snapshot, event }),
      ...(start.input === undefined ? {} : { input: start.input }),
      // A state reached by a different transition counts as a different vertex, so shortest paths
      // take every transition, not just reach every state.
      serializeState: (snapshot: SnapshotFrom<AnyStateMachine>, event, prev) =>
        [snapshot, prev].map((s) => (s ? key(s) : '')).join('|') + (event ? `|${event.type}` : ''),
      // A model that still explodes fails fast instead of exhausting memory.
      limit: 20_000,
    });
    const paths = [
      ...testModel.getShortestPaths(),
      ...(model.simplePaths === false ? [] : testModel.getSimplePaths()),
    ];
    for (const p of paths) {
      // The first step of every path is xstate's own start event, not something anyone does.
      const real = p.steps.filter((s) => (s.event as AnyEventObject).type !== 'xstate.init');
      const events = real.map((s) => s.event as AnyEventObject);
      const id = JSON.stringify([start.description, events]);
      if (seen.has(id)) continue;
      seen.add(id);
      const states = statesAlong(testable, start.input, events);
      out.push({
        start: start.description,
        input: start.input,
        events,
        steps: events.map(
          (e, i) => model.describeEvent?.(e as never) ?? stepWords(testable, states[i] as never, e),
        ),
        states,
        target: JSON.stringify(p.state.value),
      });
    }
  }
  return out;
}

/**
 * The fewest generated paths (greedy) that together take every transition the full set takes:
 * what a runner in a real browser can afford. Longest-first ties keep journeys realistic.
 */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: greedy set cover with tie-breaks, kept in one loop to stay readable
export function coveringPaths(
  paths: ModelPath[],
  taken: (path: ModelPath) => Set<string>,
): ModelPath[] {
  const sets = paths.map((p) => ({ path: p, keys: taken(p) }));
  const uncovered = new Set(sets.flatMap((s) => [...s.keys]));
  const chosen: ModelPath[] = [];
  while (uncovered.size > 0) {
    let best = sets[0];
    let bestGain = -1;
    for (const s of sets) {
      let gain = 0;
      for (const k of s.keys) if (uncovered.has(k)) gain++;
      if (
        gain > bestGain ||
        (gain === bestGain && best && s.path.events.length > best.path.events.length)
      ) {
        best = s;
        bestGain = gain;
      }
    }
    if (!best || bestGain <= 0) break;
    chosen.push(best.path);
    for (const k of best.keys) uncovered.delete(k);
  }
  return chosen;
}
