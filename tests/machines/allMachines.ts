import type { AnyStateMachine } from 'xstate';

/**
 * The machine a file is named for: `.../planMachine.model.ts` with ending `.model.ts` is
 * planMachine. Machines, models and bindings are all found by their file names.
 */
export const machineNameOf = (path: string, ending: string): string => {
  const file = path.split('/').pop() ?? path;
  return file.endsWith(ending) ? file.slice(0, -ending.length) : file;
};

/** Every machine in src/machines, found by file name so a new machine cannot be left out. */
export function allMachines(): [string, AnyStateMachine][] {
  const modules = import.meta.glob<Record<string, AnyStateMachine>>(
    '../../src/machines/*Machine.ts',
    {
      eager: true,
    },
  );
  return Object.entries(modules).map(([path, mod]) => {
    const name = machineNameOf(path, '.ts');
    const machine = mod[name];
    if (!machine) throw new Error(`${path} must export a machine named ${name}`);
    return [name, machine];
  });
}
