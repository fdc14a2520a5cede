import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineResult, PathResult } from './runner';

const REPORT_DIR = 'reports/model';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const resultFile = (runner: string, machine: string) =>
  join(REPORT_DIR, `${runner}-${machine}.json`);

/**
 * Removes results no run of this runner would write again: machines it no longer has, and the
 * old one-file-per-runner layout. Other machines' files stay, so runs of a few machines (`-g`,
 * `-t`) by several people at once do not wipe each other's results.
 */
export function clearStale(runner: string, machines: string[]): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  const current = new Set(machines.map((m) => `${runner}-${m}.json`));
  for (const f of readdirSync(REPORT_DIR))
    if (
      f === `${runner}.json` ||
      (f.startsWith(`${runner}-`) && f.endsWith('.json') && !current.has(f))
    )
      rmSync(join(REPORT_DIR, f), { force: true });
}

/** A machine's earlier result goes before it runs again: a run that dies leaves none, not an old one. */
export function clearResult(runner: string, machine: string): void {
  rmSync(resultFile(runner, machine), { force: true });
}

/**
 * Each machine's result is written as soon as it is known (<runner>-<machine>.json): Playwright
 * restarts its worker after a failure, and results kept in memory would be lost with it. The HTML
 * page shows every runner's results side by side.
 */
export function saveResult(result: MachineResult): string {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeWhole(resultFile(result.runner, result.machine), JSON.stringify([result], null, 2));
  return writeHtml();
}

/**
 * Written beside and renamed into place: the model runner's files run side by side, and one
 * reading the folder for its page must never find another's file half written.
 */
function writeWhole(path: string, text: string): void {
  const beside = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  writeFileSync(beside, text);
  renameSync(beside, path);
}

/** A result file's runs, or none when another file of the runner removed it meanwhile. */
function runsIn(file: string): MachineResult[] {
  try {
    return JSON.parse(readFileSync(join(REPORT_DIR, file), 'utf8')) as MachineResult[];
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
}

export function coverageLine(r: MachineResult): string {
  const { states, transitions } = r.coverage;
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const p of r.paths) counts[p.status]++;
  return `${r.runner} ${r.machine}: ${r.paths.length} of ${r.generated} generated paths run (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped), states ${states.hit}/${states.total}, transitions ${transitions.hit}/${transitions.total}, ${Math.round(r.ms)} ms`;
}

const failedWhere = (p: PathResult) =>
  p.failedAt === undefined || p.failedAt < 0 ? 'the starting state' : `step ${p.failedAt + 1}`;

/** What a run left unproven: states and transitions no passing (or stopped) path reached. */
export const unproven = ({ coverage }: MachineResult) => ({
  states: coverage.states.missing,
  transitions: coverage.transitions.missing,
});

/** One line per failed path, for the test's own failure message. */
export const failures = (r: MachineResult): string[] =>
  r.paths
    .filter((p) => p.status === 'failed')
    .map((p) => `${p.start} → ${p.steps.join(' → ')}: failed at ${failedWhere(p)}: ${p.error}`);

/** The path's steps; from a skipped step on they are marked as not taken (and not counted). */
function stepList(p: PathResult): string {
  if (!p.steps.length) return '<p>(no events: the starting state itself)</p>';
  const at = p.stopped?.at;
  const items = p.steps.map((s, i) =>
    at !== undefined && i >= at
      ? `<li class="untaken">${esc(s)}${i === at ? ' <em>(not taken)</em>' : ''}</li>`
      : `<li>${esc(s)}</li>`,
  );
  return `<ol>${items.join('')}</ol>`;
}

/** Who could not take the step: nobody on this app, or only this runner. */
const whose = (scope: string) =>
  scope === 'model' ? 'no runner can take it' : `the ${scope.slice(7)} runner cannot take it`;

function note(p: PathResult): string {
  if (p.status === 'failed')
    return `<p class="note"><strong>Failed at ${failedWhere(p)}</strong>: ${esc(p.error ?? '')}</p>`;
  const stop = p.stopped;
  if (!stop) return '';
  const n = stop.at + 1;
  const proved =
    stop.at > 0
      ? `Steps 1–${stop.at} were taken and every state up to step ${n} was checked; they count as covered, step ${n} and after do not.`
      : 'No step was taken; only the starting state, which was checked, counts as covered.';
  return `<p class="note"><strong>Stopped at step ${n}</strong> (${whose(stop.scope)}): ${esc(stop.why)}</p><p class="note">${proved}</p>`;
}

function section(r: MachineResult): string {
  const { states, transitions } = r.coverage;
  const rows = r.paths
    .map(
      (p, i) =>
        `<tr class="${p.status}"><td>${i + 1}</td><td>${esc(p.start)}${stepList(p)}<p>Ends in <code>${esc(p.target)}</code></p>${note(p)}</td><td>${p.status}</td><td>${Math.round(p.ms)} ms</td></tr>`,
    )
    .join('\n');
  const missing = [...states.missing.map((s) => `state ${s}`), ...transitions.missing]
    .map((m) => `<li><code>${esc(m)}</code></li>`)
    .join('');
  return `<section><h2>${esc(r.machine)} <small>${esc(r.runner)} runner</small></h2>
<p>States covered <strong>${states.hit}/${states.total}</strong>, transitions covered <strong>${transitions.hit}/${transitions.total}</strong>. ${r.generated} paths generated; the ${r.paths.length} that together take every transition a runner can (a path stopped at a step it cannot take counts up to that step) were run, in ${Math.round(r.ms)} ms. Covered means checked by a passing path, or by the steps a skipped path took before the one it could not take.</p>
${missing ? `<details><summary>Not covered by a passing path</summary><ul>${missing}</ul></details>` : ''}
<table><thead><tr><th>#</th><th>Path</th><th>Result</th><th>Time</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

function writeHtml(): string {
  const runs = readdirSync(REPORT_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap(runsIn);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Model-based test report</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}tr.passed td:nth-child(3){color:#176f2c}tr.failed td:nth-child(3){color:#b00020;font-weight:bold}tr.skipped td:nth-child(3){color:#8a6d00}.note{color:#555}ol{margin:.3rem 0}.untaken{color:#999;text-decoration:line-through}</style>
</head><body><h1>Model-based test report</h1><p>Paths are generated from the app's own statecharts (xstate/graph): shortest paths to every transition, plus simple paths where finite. Each step is what a person does or what the server answers; after each step the page is checked for what a person should see.</p>
${runs.map(section).join('\n')}</body></html>`;
  const path = join(REPORT_DIR, 'index.html');
  writeWhole(path, html);
  return path;
}
