import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { MachineModel } from './machineModel';
import { type Binding, runModel } from './runner';

// a --go--> b --x--> c --y--> d, and a --x--> c: x is possible from b but (for this runner) not
// from a, so the runner must not give up on x everywhere when one path cannot take it from a.
const machine = createMachine({
  id: 'toy',
  initial: 'a',
  states: {
    a: { on: { go: 'b', x: 'c' } },
    b: { on: { x: 'c' } },
    c: { on: { y: 'd' } },
    d: {},
  },
});
const model: MachineModel = {
  machine,
  events: [{ type: 'go' }, { type: 'x' }, { type: 'y' }],
  describeEvent: (e) => e.type,
};

type H = { at: string; seen: string[] };
const binding = (overrides: Partial<Binding<H>> = {}): Binding<H> => {
  const look = (key: string) => async (h: H) => {
    h.seen.push(key);
  };
  return {
    // Long paths are out, so the covering path through a --x--> is the one left to learn from.
    unsupported: (path) => (path.events.length > 2 ? 'too long for this toy' : undefined),
    start: async () => ({ at: 'a', seen: [] }),
    events: {
      go: async (h) => {
        h.at = 'b';
      },
      x: async (h) => (h.at === 'a' ? 'x cannot be sent from a' : undefined),
      y: async () => undefined,
    },
    states: { a: look('a'), b: look('b'), c: look('c'), d: look('d') },
    ...overrides,
  };
};

describe('runModel', () => {
  it('credits what a skipped path took before the skipped step, and nothing after it', async () => {
    const r = await runModel('toy', 'test', model, binding());
    const skipped = r.paths.find((p) => p.steps.join() === 'x,y');
    expect(skipped).toMatchObject({ status: 'skipped', skippedAt: 0 });
    expect(r.coverage.transitions.missing).toContain('toy.a --x--> toy.c');
    expect(r.coverage.transitions.missing).toContain('toy.c --y--> toy.d');
    expect(r.coverage.states.missing).toEqual(['toy.d']);
  });

  it('still tries a step from another state after it was impossible from one', async () => {
    const r = await runModel('toy', 'test', model, binding());
    expect(r.paths.find((p) => p.steps.join() === 'go,x')?.status).toBe('passed');
    expect(r.coverage.transitions.missing).not.toContain('toy.b --x--> toy.c');
  });

  it('gives up on a step everywhere when the binding says it can never be taken', async () => {
    const never = (e: { type: string }) => (e.type === 'x' ? 'never x' : undefined);
    const r = await runModel('toy', 'test', model, binding({ never }));
    expect(r.paths.map((p) => p.steps.join())).not.toContain('go,x');
    expect(r.paths.find((p) => p.steps.join() === 'x,y')).toMatchObject({ skippedAt: 0 });
  });

  it('fails a path whose page does not show the state, and credits none of it', async () => {
    const broken = async () => {
      // Coloured, as matchers print for a terminal: the report gets the plain words.
      throw new Error('\u001b[31mb is not on the page\u001b[39m');
    };
    const r = await runModel(
      'toy',
      'test',
      model,
      binding({ states: { a: async () => {}, b: broken, c: async () => {}, d: async () => {} } }),
    );
    expect(r.paths.filter((p) => p.status === 'failed').map((p) => p.error)).toContain(
      'b is not on the page',
    );
    expect(r.coverage.states.missing).toContain('toy.b');
  });
});
