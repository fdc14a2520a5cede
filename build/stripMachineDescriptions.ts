import type { Plugin } from 'vite';
import { stripDocStrings } from './stripDocStrings';

const MACHINE_FILE = /\/src\/machines\/[^/]+Machine\.ts$/;

/**
 * State and transition descriptions are written for product owners and read only by the
 * statechart viewer. A build without the viewer drops them from the machines, so visitors do not
 * download them.
 */
export function stripMachineDescriptions(keep: boolean): Plugin {
  const plugin = stripDocStrings('strip-machine-descriptions', MACHINE_FILE, ['description']);
  return keep ? { ...plugin, transform: () => null } : plugin;
}
