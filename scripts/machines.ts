import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

/** Every machine in src/machines: one per file, exported under the file's name (design.md §3). */
export async function loadMachines(dir = 'src/machines'): Promise<[string, AnyStateMachine][]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('Machine.ts'))
    .sort();
  const out: [string, AnyStateMachine][] = [];
  for (const file of files) {
    const name = basename(file, '.ts');
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    const machine = mod[name] as AnyStateMachine | undefined;
    if (!machine?.root) throw new Error(`${file} must export a machine named ${name}`);
    out.push([name, machine]);
  }
  return out;
}
