import type { AnyStateMachine } from 'xstate';

/** Every machine in src/machines, found by file name so a new machine cannot be left out. */
export function allMachines(): [string, AnyStateMachine][] {
  const modules = import.meta.glob<Record<string, AnyStateMachine>>(
    '../../src/machines/*Machine.ts',
    {
      eager: true,
    },
  );
  return Object.entries(modules).map(([path, mod]) => {
    const name = path.split('/').pop()?.replace(/\.ts$/, '') ?? path;
    const machine = mod[name];
    if (!machine) throw new Error(`${path} must export a machine named ${name}`);
    return [name, machine];
  });
}
