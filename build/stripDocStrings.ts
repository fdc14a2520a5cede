import type { Plugin } from 'vite';

/**
 * Drops `key: 'one string literal',` properties from the files a build transforms, for prose that
 * only tools read (statechart viewer, OpenAPI). A value that is not one string literal is left in
 * place, which only costs bytes; anything that would break the syntax fails the build loudly.
 */
export function stripDocStrings(name: string, files: RegExp, keys: readonly string[]): Plugin {
  const property = new RegExp(
    `\\b(?:${keys.join('|')}):\\s*(?:'(?:[^'\\\\\\n]|\\\\.)*'|"(?:[^"\\\\\\n]|\\\\.)*"|\`(?:[^\`\\\\]|\\\\.)*\`)\\s*,?`,
    'g',
  );
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!files.test(id.split('?')[0] ?? id)) return null;
      return { code: code.replace(property, ''), map: null };
    },
  };
}

/**
 * An endpoint's summary and description document it in the server's OpenAPI; the browser never
 * shows them, so the app's build leaves them out of the contract modules.
 */
export function stripContractDocs(): Plugin {
  return stripDocStrings('strip-contract-docs', /\/src\/api\/contract\/[^/]+\.ts$/, [
    'summary',
    'description',
  ]);
}
