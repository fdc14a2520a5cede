import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { type Cannot, onlyWhile } from './cannot';
import { type MachineModel, type ModelPath, pathsOf } from './machineModel';
import { type Binding, runModel } from './runner';

// a --go--> b --x--> c --y--> d, and a --x--> c: x can be taken from b and from a, so a rule that
// rules it out from a alone must leave b --x--> c to be walked.
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
};

// Every step can be taken on this page and every state is seen, unless a test says otherwise.
const ok = async () => {};
const binding = (overrides: Partial<Binding<object>> = {}): Binding<object> => ({
  start: async () => ({}),
  events: { go: ok, x: ok, y: ok },
  states: { a: ok, b: ok, c: ok, d: ok },
  ...overrides,
});

describe('runModel', () => {
  it('walks a path up to the step its runner cannot take, and counts only what came before', async () => {
    const cannot: Cannot[] = [
      { scope: 'runner:test', when: ({ event }) => event.type === 'y', why: 'no y here' },
    ];
    // What each walk was given to start with: the events of its path, as the binding saw them.
    const started: string[] = [];
    const start = async (path: ModelPath) => {
      started.push(path.events.map((e) => e.type).join());
      return {};
    };
    const r = await runModel('toy', 'test', model, binding({ cannot, start }));
    const stopped = r.paths.filter((p) => p.status === 'skipped');
    expect(stopped.map((p) => p.steps.join())).toContain('go,x,y');
    for (const p of stopped)
      expect(p.stopped).toMatchObject({
        scope: 'runner:test',
        at: p.steps.indexOf('y'),
        why: `Step ${p.steps.indexOf('y') + 1} (y): no y here`,
      });
    // The binding arranges only what it walks: it never sees the step it will not take.
    expect(started).toContain('go,x');
    expect(started.filter((events) => events.includes('y'))).toEqual([]);
    expect(r.coverage.transitions.missing).toEqual(['toy.c --y--> toy.d']);
    expect(r.coverage.states.missing).toEqual(['toy.d']);
  });

  it('judges a runner rule where the step is taken from, not for the event everywhere', async () => {
    const cannot: Cannot[] = [
      {
        scope: 'runner:test',
        when: ({ state, event }) => state.matches('a') && event.type === 'x',
        why: 'x cannot be sent from a',
      },
    ];
    const r = await runModel('toy', 'test', model, binding({ cannot }));
    expect(r.paths.find((p) => p.steps.join() === 'go,x,y')?.status).toBe('passed');
    expect(r.coverage.transitions.missing).toEqual(['toy.a --x--> toy.c']);
    expect(r.coverage.states.missing).toEqual([]);
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

  it('onlyWhile leaves its steps out where the state does not offer them, and no others', () => {
    const rule = onlyWhile(['x'], (s) => s.matches('b'), 'x is on screen only in b');
    const taken = pathsOf({ ...model, cannot: [rule] }).flatMap((p) =>
      p.events.map((e, i) => `${e.type} from ${String(p.states[i]?.value)}`),
    );
    expect(taken).toContain('x from b');
    expect(taken).toContain('go from a');
    expect(taken).not.toContain('x from a');
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

  it("checks '*' in every state, after the state's own checks, with each state's index", async () => {
    const seen: string[] = [];
    const saw =
      (what: string) => async (_h: object, s: { value: unknown }, _p: ModelPath, at: number) =>
        void seen.push(`${what} ${String(s.value)}@${at}`);
    const r = await runModel(
      'toy',
      'test',
      model,
      binding({ states: { '*': saw('any'), b: saw('own') } }),
    );
    const path = r.paths.find((p) => p.steps.length === 3);
    expect(path?.status).toBe('passed');
    expect(seen.slice(0, 5)).toEqual(['any a@0', 'own b@1', 'any b@1', 'any c@2', 'any d@3']);
  });

  it("lets a delayed transition's step pass with nobody acting, unless the binding acts", async () => {
    const timed: MachineModel = {
      ...model,
      machine: createMachine({
        id: 'timed',
        initial: 'a',
        states: { a: { after: { 1000: 'b' } }, b: {} },
      }),
      events: [{ type: 'xstate.after.1000.timed.a' }],
    };
    const r = await runModel(
      'timed',
      'test',
      timed,
      binding({ events: {}, states: { a: ok, b: ok } }),
    );
    expect(r.paths.map((p) => p.status)).toEqual(['passed']);
    expect(r.coverage.transitions.missing).toEqual([]);
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
      binding({ states: { a: ok, b: broken, c: ok, d: ok } }),
    );
    expect(r.paths.filter((p) => p.status === 'failed').map((p) => p.error)).toContain(
      'b is not on the page',
    );
    expect(r.coverage.states.missing).toContain('toy.b');
  });

  it('words each step by the transition the machine takes, its guard judged on the path', () => {
    const answered = setup({
      actors: { check: fromPromise(async () => true) },
      guards: { accepted: (_, ok: boolean) => ok },
    }).createMachine({
      id: 'answered',
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'check',
            src: 'check',
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: 'in',
                description: 'The server accepts',
              },
              { target: 'out', description: 'The server refuses' },
            ],
          },
        },
        in: { on: { leave: 'out' } },
        out: {},
      },
    });
    const events = [
      { type: 'xstate.done.actor.check', output: true },
      { type: 'xstate.done.actor.check', output: false },
      { type: 'leave', why: 'bored' },
    ] as never;
    const steps = (m: MachineModel) => pathsOf(m).map((p) => p.steps.join(' → '));
    // No description: the event in short, with what the person sent.
    expect(steps({ machine: answered, events })).toEqual([
      'The server accepts → leave (why "bored")',
      'The server refuses',
    ]);
    // A model's own words win where it keeps them.
    const leaves = (e: { type: string }) => (e.type === 'leave' ? 'The person leaves' : undefined);
    expect(steps({ machine: answered, events, describeEvent: leaves })).toEqual([
      'The server accepts → The person leaves',
      'The server refuses',
    ]);
  });
});
