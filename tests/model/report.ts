import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineResult } from './runner';

export const REPORT_DIR = 'reports/model';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Each runner leaves its results as JSON; the HTML page shows all of them side by side. */
export function saveResults(runner: string, results: MachineResult[]): string {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, `${runner}.json`), JSON.stringify(results, null, 2));
  return writeHtml();
}

export function coverageLine(r: MachineResult): string {
  const { states, transitions } = r.coverage;
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const p of r.paths) counts[p.status]++;
  return `${r.runner} ${r.machine}: ${r.paths.length} of ${r.generated} generated paths run (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped), states ${states.hit}/${states.total}, transitions ${transitions.hit}/${transitions.total}, ${Math.round(r.ms)} ms`;
}

function section(r: MachineResult): string {
  const { states, transitions } = r.coverage;
  const rows = r.paths
    .map((p, i) => {
      const steps = p.steps.length
        ? `<ol>${p.steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`
        : '<p>(no events: the starting state itself)</p>';
      const note = p.error ? `<p class="note">${esc(p.error)}</p>` : '';
      return `<tr class="${p.status}"><td>${i + 1}</td><td>${esc(p.start)}${steps}<p>Ends in <code>${esc(p.target)}</code></p>${note}</td><td>${p.status}</td><td>${Math.round(p.ms)} ms</td></tr>`;
    })
    .join('\n');
  const missing = [...states.missing.map((s) => `state ${s}`), ...transitions.missing]
    .map((m) => `<li><code>${esc(m)}</code></li>`)
    .join('');
  return `<section><h2>${esc(r.machine)} <small>${esc(r.runner)} runner</small></h2>
<p>States covered <strong>${states.hit}/${states.total}</strong>, transitions covered <strong>${transitions.hit}/${transitions.total}</strong>. ${r.generated} paths generated; the ${r.paths.length} that together take every transition were run, in ${Math.round(r.ms)} ms.</p>
${missing ? `<details><summary>Not covered by a passing path</summary><ul>${missing}</ul></details>` : ''}
<table><thead><tr><th>#</th><th>Path</th><th>Result</th><th>Time</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function writeHtml(): string {
  const runs = readdirSync(REPORT_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(REPORT_DIR, f), 'utf8')) as MachineResult[]);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Model-based test report</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}tr.passed td:nth-child(3){color:#176f2c}tr.failed td:nth-child(3){color:#b00020;font-weight:bold}tr.skipped td:nth-child(3){color:#8a6d00}.note{color:#555}ol{margin:.3rem 0}</style>
</head><body><h1>Model-based test report</h1><p>Paths are generated from the app's own statecharts (xstate/graph): shortest paths to every transition, plus simple paths where finite. Each step is what a person does or what the server answers; after each step the page is checked for what a person should see.</p>
${runs.map(section).join('\n')}</body></html>`;
  const path = join(REPORT_DIR, 'index.html');
  writeFileSync(path, html);
  return path;
}
