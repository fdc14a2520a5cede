import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MyPlan } from '../../src/api/contract/plans';
import { myPlansMachine } from '../../src/machines/myPlansMachine';
import { myPlan } from '../factories/pricing';
import { settle } from './checkoutFakes';

function start(answers: (MyPlan[] | Error)[]) {
  const asked: string[] = [];
  const machine = myPlansMachine.provide({
    actors: {
      loadPlans: fromPromise(async ({ input }) => {
        const answer = answers[asked.push(input.lang) - 1];
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
  });
  return { actor: createActor(machine, { input: { lang: 'zh_HK' } }).start(), asked };
}

describe('myPlansMachine', () => {
  it('lists the plans the server has, in its order, asking in the reader’s language', async () => {
    const plans = [myPlan('HK_ALL', { orderId: 1 }), myPlan('A_MOBILE', { orderId: 2 })];
    const { actor, asked } = start([plans]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('listed');
    expect(actor.getSnapshot().context.plans.map((p) => p.orderId)).toEqual([1, 2]);
    expect(asked).toEqual(['zh_HK']);
  });

  it('shows the empty-plan view for an account without plans', async () => {
    const { actor } = start([[]]);
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('says a failed load and reads again when asked, without guessing plans meanwhile', async () => {
    const { actor, asked } = start([new TypeError('offline'), [myPlan('COMBO')]]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.plans).toEqual([]);
    actor.send({ type: 'plans.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('listed');
    expect(asked).toHaveLength(2);
  });
});
