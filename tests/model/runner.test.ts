import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { Cannot } from './cannot';
import { type MachineModel, pathsOf } from './machineModel';
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

// Every step can be taken on this page, so only cannot rules stop a path.
const free: Binding<H>['events'] = { go: async () => {}, x: async () => {}, y: async () => {} };

describe('runModel', () => {
  it('credits what a skipped path took before the skipped step, and nothing after it', async () => {
    const r = await runModel('toy', 'test', model, binding());
    const skipped = r.paths.find((p) => p.steps.join() === 'x,y');
    expect(skipped).toMatchObject({ status: 'skipped', stopped: { at: 0, learnt: 'here' } });
    expect(r.coverage.transitions.missing).toContain('toy.a --x--> toy.c');
    expect(r.coverage.transitions.missing).toContain('toy.c --y--> toy.d');
    expect(r.coverage.states.missing).toEqual(['toy.d']);
  });

  it('still tries a step from another state after it was impossible from one', async () => {
    const r = await runModel('toy', 'test', model, binding());
    expect(r.paths.find((p) => p.steps.join() === 'go,x')?.status).toBe('passed');
    expect(r.coverage.transitions.missing).not.toContain('toy.b --x--> toy.c');
  });

  it('stops a path where its runner cannot take a step, and counts only what came before', async () => {
    const cannot: Cannot[] = [
      { scope: 'runner:test', when: ({ event }) => event.type === 'y', why: 'no y here' },
    ];
    const r = await runModel(
      'toy',
      'test',
      model,
      binding({ cannot, unsupported: undefined, events: free }),
    );
    const stopped = r.paths.filter((p) => p.status === 'skipped');
    expect(stopped.length).toBeGreaterThan(0);
    for (const p of stopped)
      expect(p.stopped).toMatchObject({
        scope: 'runner:test',
        why: expect.stringContaining('no y'),
      });
    expect(r.coverage.transitions.missing).toEqual(['toy.c --y--> toy.d']);
    expect(r.coverage.states.missing).toEqual(['toy.d']);
  });

  it('leaves steps no runner can take out of the generated paths', async () => {
    const cannot: Cannot[] = [
      {
        scope: 'model',
        when: ({ state, event }) => state.matches('a') && event.type === 'x',
        why: 'no x from a',
      },
    ];
    const paths = pathsOf({ ...model, cannot });
    expect(paths.filter((p) => p.steps[0] === 'x')).toEqual([]);
    expect(paths.map((p) => p.steps.join())).toContain('go,x,y');
  });

  it('refuses a binding rule of another scope', async () => {
    const cannot: Cannot[] = [{ scope: 'runner:real', when: () => true, why: 'not here' }];
    await expect(runModel('toy', 'test', model, binding({ cannot }))).rejects.toThrow(/scope/);
  });

  it('checks a state by a tag it has, for leaf states that look the same', async () => {
    const tagged: MachineModel = {
      ...model,
      machine: createMachine({
        id: 'tagged',
        initial: 'a',
        states: { a: { tags: 'busy', on: { go: 'b' } }, b: { tags: 'busy' } },
      }),
      events: [{ type: 'go' }],
    };
    const seen: string[] = [];
    const r = await runModel('tagged', 'test', tagged, {
      start: async () => ({}),
      events: { go: async () => undefined },
      states: { 'tag:busy': async (_h, s) => void seen.push(String(s.value)) },
    });
    expect(r.paths.every((p) => p.status === 'passed')).toBe(true);
    expect(seen).toEqual(['a', 'b']);
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
