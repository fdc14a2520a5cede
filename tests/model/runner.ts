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
  stop?(h: H): Promise<void>;
}

export type PathResult = {
  start: string;
  steps: string[];
  target: string;
  status: 'passed' | 'failed' | 'skipped';
  error?: string;
  /** The step a runner could not take (its event as JSON), so other paths through it are spared. */
  skippedEvent?: string;
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

export async function runPath<H>(binding: Binding<H>, path: ModelPath): Promise<PathResult> {
  const started = performance.now();
  const base = { start: path.start, steps: path.steps, target: path.target };
  const reason = binding.unsupported?.(path);
  if (reason) return { ...base, status: 'skipped', error: reason, ms: 0 };
  let h: H | undefined;
  try {
    h = await binding.start(path);
    await assertState(binding, h, path.states[0] as Snapshot, path);
    for (const [i, event] of path.events.entries()) {
      const exec = binding.events[event.type];
      if (!exec) throw new Error(`no action bound for event ${event.type}`);
      const skipped = await exec(h, event, path);
      if (typeof skipped === 'string')
        return {
          ...base,
          status: 'skipped',
          error: skipped,
          skippedEvent: JSON.stringify(event),
          ms: performance.now() - started,
        };
      await assertState(binding, h, path.states[i + 1] as Snapshot, path);
    }
    return { ...base, status: 'passed', ms: performance.now() - started };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return { ...base, status: 'failed', error, ms: performance.now() - started };
  } finally {
    if (h !== undefined) await binding.stop?.(h);
  }
}

/** Extra paths a runner may try to win back what skipped paths left uncovered. */
const MAX_EXTRA_PATHS = 40;

/**
 * Generates the machine's paths and runs the covering subset. When a path is skipped (a step this
 * runner cannot take), other generated paths that avoid that step and reach what is still
 * uncovered are run too. Coverage counts only what passing paths exercised.
 */
export async function runModel<H>(
  name: string,
  runner: string,
  model: MachineModel,
  binding: Binding<H>,
): Promise<MachineResult> {
  const started = performance.now();
  const generated = pathsOf(model);
  const taken = new Map<ModelPath, Set<string>>();
  const takenBy = (p: ModelPath) => {
    let keys = taken.get(p);
    if (!keys) {
      const hit = replay(model.machine, [p]);
      keys = new Set([...hit.transitions, ...[...hit.states].map((x) => `state ${x}`)]);
      taken.set(p, keys);
    }
    return keys;
  };
  const ran: ModelPath[] = [];
  const results: PathResult[] = [];
  const covered = new Set<string>();
  const cannot = new Set<string>();
  const run = async (path: ModelPath) => {
    const result = await runPath(binding, path);
    ran.push(path);
    results.push(result);
    if (result.status === 'passed') for (const k of takenBy(path)) covered.add(k);
    if (result.skippedEvent) cannot.add(result.skippedEvent);
  };
  for (const path of runnablePaths(model.machine, generated)) await run(path);
  for (let extra = 0; extra < MAX_EXTRA_PATHS; extra++) {
    let best: ModelPath | undefined;
    let bestGain = 0;
    for (const p of generated) {
      if (ran.includes(p) || p.events.some((e) => cannot.has(JSON.stringify(e)))) continue;
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
  const passed = ran.filter((_, i) => results[i]?.status === 'passed');
  const coverage = coverageOf(model.machine, replay(model.machine, passed));
  return {
    machine: name,
    runner,
    generated: generated.length,
    paths: results,
    coverage,
    ms: performance.now() - started,
  };
}
