import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { MachineModel } from '../machineModel';

/** The models, found by file name (Playwright has no import.meta.glob). */
export async function loadModels(dir = 'tests/model/models'): Promise<Map<string, MachineModel>> {
  const out = new Map<string, MachineModel>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.model.ts'))
    .sort()) {
    const mod = (await import(pathToFileURL(`${dir}/${file}`).href)) as { model: MachineModel };
    out.set(file.replace(/\.model\.ts$/, ''), mod.model);
  }
  return out;
}
