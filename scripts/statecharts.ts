/**
 * Writes docs/statecharts/<machine>.md from the machines themselves. With --check it writes
 * nothing and fails when a document is missing or stale, so the docs cannot drift from the code.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { toMarkdown } from '../src/statecharts/toMermaid';
import { loadMachines } from './machines';

const DIR = 'docs/statecharts';

async function main() {
  const check = process.argv.includes('--check');
  const machines = await loadMachines();
  const wanted = new Map(machines.map(([name, m]) => [`${name}.md`, toMarkdown(name, m)]));
  const stale: string[] = [];
  mkdirSync(DIR, { recursive: true });
  for (const [file, text] of wanted) {
    const path = `${DIR}/${file}`;
    const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
    if (current === text) continue;
    if (check) stale.push(path);
    else writeFileSync(path, text);
  }
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.md') && !wanted.has(f))) {
    if (check) stale.push(`${DIR}/${file} (no such machine)`);
    else rmSync(`${DIR}/${file}`);
  }
  if (stale.length) {
    console.error(
      `Statechart documents are stale; run \`npm run statecharts\`:\n${stale.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    `statecharts: ${machines.length} machine(s) ${check ? 'match' : 'written to'} ${DIR}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
