import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { toMarkdown, toMermaid } from '../../../src/statecharts/toMermaid';

const machine = setup({
  guards: { agreementAccepted: () => true },
}).createMachine({
  id: 'demo',
  description: 'A demo.',
  initial: 'editing',
  states: {
    editing: {
      description: 'Filling in.',
      type: 'parallel',
      on: {
        'checkout.submit': { target: 'done', guard: 'agreementAccepted', description: 'Pay.' },
      },
      states: {
        card: {
          description: 'Card region.',
          initial: 'empty',
          states: { empty: { description: 'No card.' } },
        },
        coupon: {
          description: 'Coupon region.',
          initial: 'none',
          states: { none: { description: 'No coupon.' } },
        },
      },
    },
    done: { type: 'final', description: 'Paid.' },
  },
});

describe('toMermaid', () => {
  it('draws nesting, parallel regions, initial and final marks, events and guards', () => {
    const text = toMermaid(machine);
    expect(text).toContain('[*] --> demo_editing');
    expect(text).toContain('state "card" as demo_editing_card {');
    expect(text).toMatch(/\n\s+--\n/);
    expect(text).toContain('demo_done --> [*]');
    expect(text).toContain('demo_editing --> demo_done: checkout.submit [agreementAccepted]');
  });

  it('lists every state and transition with its description', () => {
    const md = toMarkdown('demoMachine', machine);
    expect(md).toContain('| `editing.card.empty` | No card. |');
    expect(md).toContain('| `editing` | checkout.submit [agreementAccepted] | `done` | Pay. |');
  });
});

describe('guardLabel', () => {
  it('names and/or/not guards even when a minifier renamed their functions', async () => {
    const { and, not } = await import('xstate');
    const { guardLabel } = await import('../../../src/statecharts/describe');
    const guard = and(['paid', not('cancelled')]) as unknown as {
      check: unknown;
      guards: unknown[];
    };
    const minified = Object.assign(() => true, { check: guard.check, guards: guard.guards });
    expect(guardLabel(minified)).toBe('and(paid, not(cancelled))');
  });
});
