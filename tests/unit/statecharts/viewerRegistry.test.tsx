// @vitest-environment jsdom
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machines, machinesFrom } from '../../../src/statecharts/machines';

describe('machine registry', () => {
  it('lists every machine file in src/machines, under its file name', () => {
    const files = readdirSync('src/machines')
      .filter((f) => f.endsWith('Machine.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(machines.map((m) => m.name)).toEqual(files);
    for (const { name, machine } of machines) {
      expect(machine.root, name).toBeDefined();
      expect(machine.root.description, `${name} needs a description`).toBeTruthy();
    }
  });

  it('refuses a machine file that does not export a machine under its name', () => {
    expect(() => machinesFrom({ '../machines/oddMachine.ts': { other: {} } })).toThrow(
      /must export a machine named oddMachine/,
    );
  });
});
