import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PlanEvent } from '../../src/api/contract/planActivity';
import type { Result } from '../../src/api/contract/result';
import { planActivityMachine } from '../../src/machines/planActivityMachine';
import { aPlanActivity } from '../factories/billing';
import { settle } from './checkoutFakes';

type Answer = Result<{ events: PlanEvent[] }> | Error;

/** The machine with GET pc/ua answering in turn; `asked` counts the requests. */
function start(answers: Answer[]) {
  const asked: number[] = [];
  const machine = planActivityMachine.provide({
    actors: {
      loadActivity: fromPromise(async ({ input }) => {
        const answer = answers[asked.push(input.orderId) - 1];
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
  });
  return { actor: createActor(machine, { input: { orderId: 7 } }).start(), asked };
}

describe('planActivityMachine', () => {
  it('lists what the server recorded, in its order', async () => {
    const { actor, asked } = start([{ ok: true, value: { events: aPlanActivity() } }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('listed');
    expect(actor.getSnapshot().context.events.map((e) => e.kind)).toEqual([
      'cancelled',
      'charged',
      'bought',
    ]);
    expect(asked).toEqual([7]);
  });

  it('shows nothing of a plan that is not the investor’s', async () => {
    const { actor } = start([{ ok: false, problem: { code: '0004', message: 'plan not found' } }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.events).toEqual([]);
  });

  it('says when no answer came, and reads again on request', async () => {
    const { actor, asked } = start([
      new TypeError('Failed to fetch'),
      { ok: true, value: { events: [] } },
    ]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'activity.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('listed');
    expect(asked).toHaveLength(2);
  });
});
