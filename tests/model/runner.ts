import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import { type Cannot, firstStop, type Stop } from './cannot';
import { type Coverage, coverageOf, replay } from './coverage';
import {
  cannotRules,
  coveringPaths,
  type MachineModel,
  type ModelPath,
  pathsOf,
} from './machineModel';

type Snapshot = SnapshotFrom<AnyStateMachine>;

/**
 * How one runner realises a machine's model on the real views: each state as what a person sees,
 * each event as what a person does (or what the server answers).
 */
export interface Binding<H> {
  /** Opens the app where the path starts; sees the whole path so it can arrange server answers. */
  start(path: ModelPath): Promise<H>;
  /** Keyed by event type: does the step on the page (or answers for the server). */
  events: Record<string, (h: H, event: AnyEventObject, path: ModelPath) => Promise<unknown>>;
  /**
   * What a person sees, keyed by a state the snapshot `matches` ('checking', 'editing.card') or by
   * a tag it has ('tag:busy'), for leaf states that all show the same screen.
   */
  states: Record<string, (h: H, snapshot: Snapshot, path: ModelPath) => Promise<void>>;
  /** Steps this runner cannot take, all of scope `runner:<this runner>` (see cannot.ts). */
  cannot?: Cannot[];
  /**
   * @deprecated (checkout and upgrade still use it) a whole path this runner refuses before it
   * starts: nothing of it counts. Say it with a `cannot` rule instead, which credits the steps
   * before the one that cannot be taken.
   */
  unsupported?: (path: ModelPath) => string | undefined;
  /**
   * @deprecated (checkout's real binding still uses it) a step this runner can never take, learnt
   * when a path reaches it. A `cannot` rule whose `when` reads only the event says the same.
   */
  never?: (event: AnyEventObject) => string | undefined;
  stop?(h: H): Promise<void>;
}

/**
 * Where a path stopped and why. `at` is the step not taken (-1: the path was refused before it
 * started); the steps before it were taken and every state up to it was checked, so they count as
 * covered; the step itself and the rest do not.
 */
type Stopped = Stop & {
  /**
   * Learnt while running (an event step answered a reason, or a deprecated `never`): the runner
   * then avoids that step in other paths, from that state ('here') or from any ('everywhere').
   */
  learnt?: 'here' | 'everywhere';
};

export type PathResult = {
  start: string;
  steps: string[];
  target: string;
  status: 'passed' | 'failed' | 'skipped';
  /** Why a failed path failed. */
  error?: string;
  /** Index of the step whose action or resulting state failed; -1 for the starting state. */
  failedAt?: number;
  /** Why a skipped path stopped, and where. */
  stopped?: Stopped;
  ms: number;
};

export type MachineResult = {
  machine: string;
  runner: string;
  /** Paths generated from the machine; `paths` are the covering subset that was run. */
  generated: number;
  paths: PathResult[];
  coverage: Coverage;
  ms: number;
};

/** A binding's key names a state the snapshot is in, or (as 'tag:<name>') a tag it has. */
const shows = (snapshot: Snapshot, key: string) =>
  key.startsWith('tag:')
    ? (snapshot as { hasTag: (t: string) => boolean }).hasTag(key.slice(4))
    : (snapshot as { matches: (k: string) => boolean }).matches(key);

async function assertState<H>(binding: Binding<H>, h: H, snapshot: Snapshot, path: ModelPath) {
  const checks = Object.entries(binding.states).filter(([key]) => shows(snapshot, key));
  if (checks.length === 0)
    throw new Error(`no assertion bound for state ${JSON.stringify(snapshot.value)}`);
  for (const [, check] of checks) await check(h, snapshot, path);
}

// Matchers colour their messages for a terminal; the report is read in a browser.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string) => text.replace(ANSI, '');

/**
 * Walks one path: the starting state, then each step and the state it leads to. `stop` is the first
 * step this runner's cannot rules forbid (known before it starts): the path is walked up to it.
 */
async function runPath<H>(
  binding: Binding<H>,
  path: ModelPath,
  scope: Stop['scope'],
  stop?: Stop,
): Promise<PathResult> {
  const started = performance.now();
  const base = { start: path.start, steps: path.steps, target: path.target };
  const refused = binding.unsupported?.(path);
  if (refused)
    return { ...base, status: 'skipped', stopped: { scope, at: -1, why: refused }, ms: 0 };
  const stopped = (s: Stopped): PathResult => ({
    ...base,
    status: 'skipped',
    stopped: s,
    ms: performance.now() - started,
  });
  let h: H | undefined;
  let at = -1;
  try {
    h = await binding.start(path);
    await assertState(binding, h, path.states[0] as Snapshot, path);
    for (const [i, event] of path.events.entries()) {
      at = i;
      if (stop?.at === i) return stopped(stop);
      const never = binding.never?.(event);
      if (never) return stopped({ scope, at: i, why: never, learnt: 'everywhere' });
      const exec = binding.events[event.type];
      if (!exec) throw new Error(`no action bound for event ${event.type}`);
      const why = await exec(h, event, path);
      if (typeof why === 'string') return stopped({ scope, at: i, why, learnt: 'here' });
      await assertState(binding, h, path.states[i + 1] as Snapshot, path);
    }
    return { ...base, status: 'passed', ms: performance.now() - started };
  } catch (e) {
    const error = plain(e instanceof Error ? e.message : String(e));
    return { ...base, status: 'failed', error, failedAt: at, ms: performance.now() - started };
  } finally {
    if (h !== undefined) await binding.stop?.(h);
  }
}

/** Extra paths a runner may try to win back what skipped paths left uncovered. */
const MAX_EXTRA_PATHS = 40;

/** The part of a path before a step it cannot take (all of it when there is none). */
const before = (path: ModelPath, at: number | undefined): ModelPath =>
  at === undefined ? path : { ...path, events: path.events.slice(0, Math.max(at, 0)) };

/** What a run proved: a passing path whole, a skipped one up to the step it could not take. */
function provenPart(path: ModelPath, result: PathResult): ModelPath | undefined {
  if (result.status === 'passed') return path;
  if (result.status !== 'skipped' || !result.stopped || result.stopped.at < 0) return undefined;
  return before(path, result.stopped.at);
}

/** A step as the state it is taken from plus its event; '*' for a step impossible anywhere. */
const stepKey = (state: Snapshot | undefined, event: AnyEventObject) =>
  `${state ? JSON.stringify(state.value) : '*'} ${JSON.stringify(event)}`;

/**
 * Generates the machine's paths and runs the fewest that together reach every state and transition
 * a runner could: a path with a step this runner cannot take (its `cannot` rules, the model's and
 * the binding's) counts only up to that step. When a run stops where no rule said it would (a step
 * answered a reason), other generated paths that avoid that step and reach what is still uncovered
 * are run too. Coverage counts what passing paths exercised and, for skipped paths, the steps
 * taken before the one that could not be.
 */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: the runner loop: generate, refuse, run, record, in that order
export async function runModel<H>(
  name: string,
  runner: string,
  model: MachineModel,
  binding: Binding<H>,
): Promise<MachineResult> {
  const started = performance.now();
  const scope = `runner:${runner}` as const;
  const rules = [...cannotRules(model, true), ...(binding.cannot ?? [])];
  if (binding.cannot?.some((r) => r.scope !== scope))
    throw new Error(`${name}: a ${runner} binding's cannot rules are all of scope ${scope}`);
  const generated = pathsOf(model);
  const stops = new Map(generated.map((p) => [p, firstStop(rules, scope, p)]));
  const keysOf = (p: ModelPath) => {
    const hit = replay(model.machine, [p]);
    return new Set([...hit.transitions, ...[...hit.states].map((x) => `state ${x}`)]);
  };
  const taken = new Map<ModelPath, Set<string>>();
  /** What a path can prove on this runner: all of it, or the part before its first stop. */
  const takenBy = (p: ModelPath) => {
    let keys = taken.get(p);
    if (!keys) {
      keys = keysOf(before(p, stops.get(p)?.at));
      taken.set(p, keys);
    }
    return keys;
  };
  const ran: ModelPath[] = [];
  const results: PathResult[] = [];
  const proven: ModelPath[] = [];
  const covered = new Set<string>();
  const learnt = new Set<string>();
  const run = async (path: ModelPath) => {
    const result = await runPath(binding, path, scope, stops.get(path));
    ran.push(path);
    results.push(result);
    const part = provenPart(path, result);
    if (part) {
      proven.push(part);
      for (const k of keysOf(part)) covered.add(k);
    }
    const stop = result.stopped;
    const event = stop ? path.events[stop.at] : undefined;
    if (stop?.learnt && event)
      learnt.add(stepKey(stop.learnt === 'everywhere' ? undefined : path.states[stop.at], event));
  };
  // Paths the binding refuses before they start win nothing back; they are not worth a try.
  const refused = new Map<ModelPath, boolean>();
  const refusedUpfront = (p: ModelPath) => {
    if (!refused.has(p)) refused.set(p, binding.unsupported?.(p) !== undefined);
    return refused.get(p);
  };
  const impossible = (p: ModelPath) =>
    refusedUpfront(p) ||
    p.events.some(
      (e, j) => learnt.has(stepKey(undefined, e)) || learnt.has(stepKey(p.states[j], e)),
    );
  for (const path of coveringPaths(generated, takenBy)) await run(path);
  for (let extra = 0; extra < MAX_EXTRA_PATHS; extra++) {
    let best: ModelPath | undefined;
    let bestGain = 0;
    for (const p of generated) {
      if (ran.includes(p) || impossible(p)) continue;
      let gain = 0;
      for (const k of takenBy(p)) if (!covered.has(k)) gain++;
      if (gain > bestGain) {
        best = p;
        bestGain = gain;
      }
    }
    if (!best) break;
    await run(best);
  }
  const coverage = coverageOf(model.machine, replay(model.machine, proven));
  return {
    machine: name,
    runner,
    generated: generated.length,
    paths: results,
    coverage,
    ms: performance.now() - started,
  };
}
