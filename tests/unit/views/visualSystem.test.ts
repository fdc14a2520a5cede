import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 16, point 5: one visual system. Colours, shadows and focus rings are the theme's
// (src/theme/theme.css.ts); every other stylesheet names them through the contract's vars.

const THEME = join('src', 'theme', 'theme.css.ts');

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(path);
    return entry.name.endsWith('.css.ts') && path !== THEME ? [path] : [];
  });
}

/** Lines of a stylesheet that write a value the theme owns, with what is wrong with each. */
function literals(source: string): string[] {
  const rules: [RegExp, string][] = [
    [/#[0-9a-fA-F]{3,8}\b/, 'a hex colour'],
    [/\b(?:rgba?|hsla?)\(/, 'a colour function'],
    [
      /\b(?:color|background|fill|stroke|borderColor):\s*'(?:white|black|gray|grey|red)'/,
      'a named colour',
    ],
    [/boxShadow:\s*'/, 'a shadow (use vars.elevation)'],
    [/outline:\s*`\d+px solid/, 'a focus ring (use vars.focusRing)'],
  ];
  return source
    .split('\n')
    .map((line, i) => ({ line: line.replace(/\/\/.*$/, ''), number: i + 1 }))
    .flatMap(({ line, number }) =>
      rules.filter(([rule]) => rule.test(line)).map(([, what]) => `${number}: ${what}`),
    );
}

describe('the visual system', () => {
  const sheets = styleSheets('src');

  it('finds the stylesheets', () => {
    expect(sheets.length).toBeGreaterThan(20);
  });

  it('leaves colours, shadows and focus rings to the theme', () => {
    const found = sheets.flatMap((path) =>
      literals(readFileSync(path, 'utf8')).map((problem) => `${path}:${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch a stray literal', () => {
    expect(literals("  boxShadow: '0 1px 2px rgb(0 0 0 / 0.2)',\n  color: '#fff',")).toEqual([
      '1: a colour function',
      '1: a shadow (use vars.elevation)',
      '2: a hex colour',
    ]);
  });
});
