import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import { type Cannot, firstStop, type Stop } from './cannot';
import { type Coverage, coverageOf, replay } from './coverage';
import { coveringPaths, type MachineModel, type ModelPath, pathsOf } from './machineModel';

type Snapshot = SnapshotFrom<AnyStateMachine>;

/**
 * How one runner realises a machine's model on the real views: each state as what a person sees,
 * each event as what a person does (or what the server answers).
 */
export interface Binding<H> {
  /**
   * Opens the app where the path starts; sees the path so it can arrange server answers. A path
   * stopped at a step this runner cannot take is given (here and below) only up to that step.
   */
  start(path: ModelPath): Promise<H>;
  /**
   * Keyed by event type: does the step on the page (or answers for the server), given the path and
   * the step's index in it (`path.states[at]` is the state it is taken from). A step that cannot
   * be done there fails the path: the runner has already stopped it where a cannot rule says so.
   * A delayed transition's step (`xstate.after.…`) left unbound is time passing: nobody acts.
   */
  events: Record<
    string,
    (h: H, event: AnyEventObject, path: ModelPath, at: number) => Promise<unknown>
  >;
  /**
   * What a person sees, keyed by a state the snapshot `matches` ('checking', 'editing.card'), by
   * a tag it has ('tag:busy'), for leaf states that all show the same screen, or '*': every state,
   * checked after its own checks; given the path and the state's index in its `states`.
   */
  states: Record<string, (h: H, snapshot: Snapshot, path: ModelPath, at: number) => Promise<void>>;
  /** Steps this runner cannot take, all of scope `runner:<this runner>` (see cannot.ts). */
  cannot?: Cannot[];
  stop?(h: H): Promise<void>;
}

export type PathResult = {
  start: string;
  steps: string[];
  target: string;
  status: 'passed' | 'failed' | 'skipped';
  /** Why a failed path failed. */
  error?: string;
  /** Index of the step whose action or resulting state failed; -1 for the starting state. */
  failedAt?: number;
  /**
   * Why a skipped path stopped, and where: the steps before `at` were taken and every state up to
   * it was checked, so they count as covered; the step itself and the rest do not.
   */
  stopped?: Stop;
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

/** A binding's key: a state the snapshot is in, (as 'tag:<name>') a tag it has, or any ('*'). */
function shows(snapshot: Snapshot, key: string) {
  if (key === '*') return true;
  return key.startsWith('tag:')
    ? (snapshot as { hasTag: (t: string) => boolean }).hasTag(key.slice(4))
    : (snapshot as { matches: (k: string) => boolean }).matches(key);
}

async function assertState<H>(binding: Binding<H>, h: H, path: ModelPath, at: number) {
  const snapshot = path.states[at] as Snapshot;
  const checks = Object.entries(binding.states)
    .filter(([key]) => shows(snapshot, key))
    .sort(([a], [b]) => Number(a === '*') - Number(b === '*'));
  if (checks.length === 0)
    throw new Error(`no assertion bound for state ${JSON.stringify(snapshot.value)}`);
  for (const [, check] of checks) await check(h, snapshot, path, at);
}

const timePasses = async () => {};

// Matchers colour their messages for a terminal; the report is read in a browser.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string) => text.replace(ANSI, '');

/** The part of a path before a step it cannot take (all of it when there is none). */
const before = (path: ModelPath, at: number | undefined): ModelPath =>
  at === undefined
    ? path
    : {
        ...path,
        events: path.events.slice(0, at),
        steps: path.steps.slice(0, at),
        states: path.states.slice(0, at + 1),
      };

/**
 * Walks one path: the starting state, then each step and the state it leads to, up to `stop`, the
 * first step this runner's cannot rules forbid (known before it starts). The binding is given only
 * the part it walks, so it arranges nothing (server answers, demo data) for steps it will not take.
 */
async function runPath<H>(binding: Binding<H>, path: ModelPath, stop?: Stop): Promise<PathResult> {
  const started = performance.now();
  const base = { start: path.start, steps: path.steps, target: path.target };
  const walked = before(path, stop?.at);
  let h: H | undefined;
  let at = -1;
  try {
    h = await binding.start(walked);
    await assertState(binding, h, walked, 0);
    for (const [i, event] of walked.events.entries()) {
      at = i;
      const delayed = event.type.startsWith('xstate.after.');
      const exec = binding.events[event.type] ?? (delayed ? timePasses : undefined);
      if (!exec) throw new Error(`no action bound for event ${event.type}`);
      await exec(h, event, walked, i);
      await assertState(binding, h, walked, i + 1);
    }
    const ms = performance.now() - started;
    if (stop) return { ...base, status: 'skipped', stopped: stop, ms };
    return { ...base, status: 'passed', ms };
  } catch (e) {
    const error = plain(e instanceof Error ? e.message : String(e));
    return { ...base, status: 'failed', error, failedAt: at, ms: performance.now() - started };
  } finally {
    if (h !== undefined) await binding.stop?.(h);
  }
}

/** What a run proved: a passing path whole, a skipped one up to the step it could not take. */
function provenPart(path: ModelPath, result: PathResult): ModelPath | undefined {
  if (result.status === 'passed') return path;
  return result.status === 'skipped' ? before(path, result.stopped?.at) : undefined;
}

/**
 * Generates the machine's paths and runs the fewest that together reach every state and transition
 * a runner can: a path with a step this runner cannot take (the model's cannot rules and the
 * binding's) counts only up to that step, so the choice already prefers paths that get further.
 * Coverage counts what passing paths exercised and, for skipped paths, the steps taken before the
 * one that could not be.
 */
export async function runModel<H>(
  name: string,
  runner: string,
  model: MachineModel,
  binding: Binding<H>,
): Promise<MachineResult> {
  const started = performance.now();
  const scope = `runner:${runner}` as const;
  if (binding.cannot?.some((r) => r.scope !== scope))
    throw new Error(`${name}: a ${runner} binding's cannot rules are all of scope ${scope}`);
  const rules = [...(model.cannot ?? []), ...(binding.cannot ?? [])];
  const generated = pathsOf(model);
  const stops = new Map(generated.map((p) => [p, firstStop(rules, scope, p)]));
  const keysOf = (p: ModelPath) => {
    const hit = replay(model.machine, [p]);
    return new Set([...hit.transitions, ...[...hit.states].map((x) => `state ${x}`)]);
  };
  const results: PathResult[] = [];
  const proven: ModelPath[] = [];
  for (const path of coveringPaths(generated, (p) => keysOf(before(p, stops.get(p)?.at)))) {
    const result = await runPath(binding, path, stops.get(path));
    results.push(result);
    const part = provenPart(path, result);
    if (part) proven.push(part);
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
