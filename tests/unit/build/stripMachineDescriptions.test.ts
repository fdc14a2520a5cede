import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripMachineDescriptions } from '../../../build/stripMachineDescriptions';

type Transform = (code: string, id: string) => { code: string } | null;
const transformOf = (keep: boolean) =>
  stripMachineDescriptions(keep).transform as unknown as Transform;

describe('stripMachineDescriptions', () => {
  const id = '/work/main/src/machines/catalogMachine.ts';
  const source = readFileSync('src/machines/catalogMachine.ts', 'utf8');

  it('drops every description from a machine file in a build without the viewer', () => {
    const out = transformOf(false)(source, id)?.code ?? '';
    expect(source).toMatch(/description:/);
    expect(out).not.toMatch(/\bdescription:/);
    expect(out.length).toBeLessThan(source.length);
  });

  it('keeps them when the viewer is built in, and leaves other files alone', () => {
    expect(transformOf(true)(source, id)).toBeNull();
    expect(transformOf(false)(source, '/work/main/src/views/pricing/PlanCard.tsx')).toBeNull();
  });

  it('handles the last property without a comma and escaped quotes', () => {
    const code = `const s = { a: 1, description: 'it\\'s the "one"' };\nconst t = { description: "x", b: 2 };`;
    expect(transformOf(false)(code, id)?.code).toBe(`const s = { a: 1, };\nconst t = {  b: 2 };`);
  });
});
