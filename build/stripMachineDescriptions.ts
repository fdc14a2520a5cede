import type { Plugin } from 'vite';

const MACHINE_FILE = /\/src\/machines\/[^/]+Machine\.ts$/;
const DESCRIPTION =
  /\bdescription:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)\s*,?/g;

/**
 * State and transition descriptions are written for product owners and read only by the
 * statechart viewer. A build without the viewer drops them from the machines, so visitors do not
 * download them. A description that is not one string literal is left in place, which only costs
 * bytes; anything that would break the syntax fails the build loudly.
 */
export function stripMachineDescriptions(keep: boolean): Plugin {
  return {
    name: 'strip-machine-descriptions',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (keep || !MACHINE_FILE.test(id.split('?')[0] ?? id)) return null;
      return { code: code.replace(DESCRIPTION, ''), map: null };
    },
  };
}
