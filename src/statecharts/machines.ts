import type { AnyStateMachine } from 'xstate';

export interface MachineEntry {
  /** The file and export name, e.g. 'checkoutMachine': also the viewer's URL segment. */
  name: string;
  machine: AnyStateMachine;
}

/**
 * Every machine in src/machines, found by file name (one machine per file, exported under the
 * file's name), so a new machine appears in the viewer without anyone listing it.
 */
export function machinesFrom(modules: Record<string, Record<string, unknown>>): MachineEntry[] {
  return Object.entries(modules)
    .map(([path, module]) => {
      const name = path.split('/').pop()?.replace(/\.ts$/, '') ?? path;
      const machine = module[name] as AnyStateMachine | undefined;
      if (!machine?.root) throw new Error(`${path} must export a machine named ${name}`);
      return { name, machine };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export const machines: MachineEntry[] = machinesFrom(
  import.meta.glob<Record<string, unknown>>('../machines/*Machine.ts', { eager: true }),
);
