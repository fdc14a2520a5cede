import type { Plugin } from 'vite';

/**
 * What the first load of /pricing/ runs, as one file (see vite.config.ts): the modules the entry
 * imports, and those the pricing page imports when it starts, each with everything they import.
 * One file compresses better than the ten the bundler cut them into (gzip sees the whole) and is
 * one request. It is worked out from the module graph, not listed: a module left out would land
 * in the entry, the entry and this file would import each other, and whichever ran first would
 * use the other's values before they exist.
 */
const ROOTS = [
  'src/main.tsx',
  // The pricing route's screen and statechart, and the device registration every first visit runs.
  'src/views/pricing/PricingView.tsx',
  'src/app/live/catalog.ts',
  'src/app/live/registration.ts',
];

export function firstLoadGroup() {
  const imports = new Map<string, readonly string[]>();
  let members: Set<string> | null = null;

  function closure(): Set<string> {
    const found = new Set<string>();
    const pending = [...imports.keys()].filter((id) =>
      ROOTS.some((root) => id.endsWith(`/${root}`)),
    );
    // A build of another page (a test fixture) has no app entry: the group takes nothing there.
    if (pending.length === 0) return found;
    if (pending.length !== ROOTS.length) throw new Error(`first load: not all of ${ROOTS} found`);
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      pending.push(...(imports.get(id) ?? []));
    }
    return found;
  }

  const plugin: Plugin = {
    name: 'first-load-group',
    buildStart() {
      imports.clear();
      members = null;
    },
    moduleParsed(info) {
      // Static imports only: what a dynamic import brings loads when, and only if, it runs.
      imports.set(info.id, info.importedIds);
    },
  };
  const test = (id: string) => {
    members ??= closure();
    return members.has(id);
  };
  /**
   * The app's other groups, only in a build of the app: elsewhere (a fixture page with React in
   * its own entry) a group's file would import the entry that imports it.
   */
  const inApp = (pattern: RegExp) => (id: string) => {
    members ??= closure();
    return members.size > 0 && pattern.test(id);
  };
  return { plugin, test, inApp };
}
