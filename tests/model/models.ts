import { machineNameOf } from '../machines/allMachines';
import type { MachineModel } from './machineModel';

/** Every machine's model, found by file name: tests/model/models/<machine>.model.ts. */
export function allModels(): Map<string, MachineModel> {
  const modules = import.meta.glob<{ model: MachineModel }>('./models/*.model.ts', { eager: true });
  return new Map(
    Object.entries(modules).map(([path, mod]) => [machineNameOf(path, '.model.ts'), mod.model]),
  );
}
