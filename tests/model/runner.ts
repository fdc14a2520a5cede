import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import { type Coverage, coverageOf, replay, runnablePaths } from './coverage';
import { type MachineModel, type ModelPath, pathsOf } from './machineModel';

type Snapshot = SnapshotFrom<AnyStateMachine>;

/**
 * How one runner realises a machine's model on the real views: each state as what a person sees,
 * each event as what a person does (or what the server answers).
 */
export interface Binding<H> {
  /** Opens the app where the path starts; sees the whole path so it can arrange server answers. */
  start(path: ModelPath): Promise<H>;
  /** Keyed by event type. Return a string to skip the path with that reason. */
  events: Record<string, (h: H, event: AnyEventObject, path: ModelPath) => Promise<unknown>>;
  /** Keyed by a state the snapshot `matches` ('checking', 'editing.card'): what a person sees. */
  states: Record<string, (h: H, snapshot: Snapshot, path: ModelPath) => Promise<void>>;
  /** Paths this runner cannot realise, with the reason (shown in the report, never hidden). */
  unsupported?: (path: ModelPath) => string | undefined;
  /**
   * Steps this runner can never take, from any state (an answer the real server never gives): the
   * path stops there with the reason, and no other path through that step is tried.
   */
  never?: (event: AnyEventObject) => string | undefined;
  stop?(h: H): Promise<void>;
}

export type PathResult = {
  start: string;
  steps: string[];
  target: string;
  status: 'passed' | 'failed' | 'skipped';
  error?: string;
  /** Index of the step whose action or resulting state failed; -1 for the starting state. */
  failedAt?: number;
  /** The step a runner could not take (its event as JSON), so other paths through it are spared. */
  skippedEvent?: string;
  /**
   * Index of that step: the steps before it were taken and every state up to it was checked, so
   * they count as covered; the step itself and the rest do not.
   */
  skippedAt?: number;
  /** The step cannot be taken from any state (Binding.never), not only from the one it was in. */
  skippedEverywhere?: boolean;
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

async function assertState<H>(binding: Binding<H>, h: H, snapshot: Snapshot, path: ModelPath) {
  const checks = Object.entries(binding.states).filter(([key]) =>
    (snapshot as { matches: (k: string) => boolean }).matches(key),
  );
  if (checks.length === 0)
    throw new Error(`no assertion bound for state ${JSON.stringify(snapshot.value)}`);
  for (const [, check] of checks) await check(h, snapshot, path);
}

// Matchers colour their messages for a terminal; the report is read in a browser.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string) => text.replace(ANSI, '');

export async function runPath<H>(binding: Binding<H>, path: ModelPath): Promise<PathResult> {
  const started = performance.now();
  const base = { start: path.start, steps: path.steps, target: path.target };
  const reason = binding.unsupported?.(path);
  if (reason) return { ...base, status: 'skipped', error: reason, ms: 0 };
  let h: H | undefined;
  let at = -1;
  try {
    h = await binding.start(path);
    await assertState(binding, h, path.states[0] as Snapshot, path);
    for (const [i, event] of path.events.entries()) {
      at = i;
      const skip = (error: string, everywhere: boolean): PathResult => ({
        ...base,
        status: 'skipped',
        error,
        skippedEvent: JSON.stringify(event),
        skippedAt: i,
        ...(everywhere ? { skippedEverywhere: true } : {}),
        ms: performance.now() - started,
      });
      const never = binding.never?.(event);
      if (never) return skip(never, true);
      const exec = binding.events[event.type];
      if (!exec) throw new Error(`no action bound for event ${event.type}`);
      const skipped = await exec(h, event, path);
      if (typeof skipped === 'string') return skip(skipped, false);
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

/** What a run proved: a passing path whole, a skipped one up to the step it could not take. */
function provenPart(path: ModelPath, result: PathResult): ModelPath | undefined {
  if (result.status === 'passed') return path;
  if (result.status !== 'skipped' || result.skippedAt === undefined) return undefined;
  return { ...path, events: path.events.slice(0, result.skippedAt) };
}

/** A step as the state it is taken from plus its event; '*' for a step impossible anywhere. */
const stepKey = (state: Snapshot | undefined, event: AnyEventObject) =>
  `${state ? JSON.stringify(state.value) : '*'} ${JSON.stringify(event)}`;

/**
 * Generates the machine's paths and runs the covering subset. When a path is skipped (a step this
 * runner cannot take from the state it was in), other generated paths that avoid that step from
 * that state and reach what is still uncovered are run too. Coverage counts what passing paths
 * exercised and, for skipped paths, the steps taken before the skipped one.
 */
export async function runModel<H>(
  name: string,
  runner: string,
  model: MachineModel,
  binding: Binding<H>,
): Promise<MachineResult> {
  const started = performance.now();
  const generated = pathsOf(model);
  const keysOf = (p: ModelPath) => {
    const hit = replay(model.machine, [p]);
    return new Set([...hit.transitions, ...[...hit.states].map((x) => `state ${x}`)]);
  };
  const taken = new Map<ModelPath, Set<string>>();
  const takenBy = (p: ModelPath) => {
    let keys = taken.get(p);
    if (!keys) {
      keys = keysOf(p);
      taken.set(p, keys);
    }
    return keys;
  };
  const ran: ModelPath[] = [];
  const results: PathResult[] = [];
  const proven: ModelPath[] = [];
  const covered = new Set<string>();
  const cannot = new Set<string>();
  const run = async (path: ModelPath) => {
    const result = await runPath(binding, path);
    ran.push(path);
    results.push(result);
    const part = provenPart(path, result);
    if (part) {
      proven.push(part);
      for (const k of part === path ? takenBy(path) : keysOf(part)) covered.add(k);
    }
    const at = result.skippedAt;
    const event = at === undefined ? undefined : path.events[at];
    if (at !== undefined && event)
      cannot.add(stepKey(result.skippedEverywhere ? undefined : path.states[at], event));
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
      (e, j) => cannot.has(stepKey(undefined, e)) || cannot.has(stepKey(p.states[j], e)),
    );
  for (const path of runnablePaths(model.machine, generated)) await run(path);
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
