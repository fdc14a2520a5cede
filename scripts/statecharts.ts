/**
 * Writes docs/statecharts/<machine>.md and the viewer's layouts made ahead
 * (src/statecharts/layouts/<machine>.json) from the machines themselves. With --check it writes
 * nothing and fails when a file is missing or stale, so neither can drift from the code.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { toMarkdown } from '../src/statecharts/toMermaid';
import {
  DIRECTIONS,
  fingerprintOf,
  type LayoutsAhead,
  runElk,
  toElkGraph,
} from '../src/statecharts/viewer/layout';
import { loadMachines } from './machines';

const DOCS = 'docs/statecharts';
const LAYOUTS = 'src/statecharts/layouts';

/**
 * ELK's output keys the viewer does not read. `$H` is ELK's own count of the shapes it has laid
 * out in this process: kept, every file after a new machine would change with it.
 */
const UNREAD = new Set(['layoutOptions', '$H', 'incomingShape', 'outgoingShape']);

/** Both directions laid out now, without what the viewer does not read. */
async function layoutsOf(machine: AnyStateMachine): Promise<string> {
  const ahead: LayoutsAhead = {};
  for (const direction of DIRECTIONS) {
    const graph = toElkGraph(machine, direction);
    const fingerprint = fingerprintOf(graph);
    ahead[direction] = { fingerprint, laidOut: await runElk(graph) };
  }
  return `${JSON.stringify(ahead, (key, value) => (UNREAD.has(key) ? undefined : value))}\n`;
}

/** The files a directory should hold, by name: written, or with --check listed where they differ. */
function sync(dir: string, ext: string, wanted: Map<string, string>, check: boolean): string[] {
  const stale: string[] = [];
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of wanted) {
    const path = `${dir}/${file}`;
    const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
    if (current === text) continue;
    if (check) stale.push(path);
    else writeFileSync(path, text);
  }
  for (const file of readdirSync(dir).filter((f) => f.endsWith(ext) && !wanted.has(f))) {
    if (check) stale.push(`${dir}/${file} (no such machine)`);
    else rmSync(`${dir}/${file}`);
  }
  return stale;
}

async function main() {
  const check = process.argv.includes('--check');
  const machines = await loadMachines();
  const docs = new Map(machines.map(([name, m]) => [`${name}.md`, toMarkdown(name, m)]));
  const layouts = new Map<string, string>();
  for (const [name, m] of machines) layouts.set(`${name}.json`, await layoutsOf(m));
  const stale = [...sync(DOCS, '.md', docs, check), ...sync(LAYOUTS, '.json', layouts, check)];
  if (stale.length) {
    console.error(`Statechart files are stale; run \`npm run statecharts\`:\n${stale.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `statecharts: ${machines.length} machine(s) ${check ? 'match' : 'written to'} ${DOCS} and ${LAYOUTS}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
