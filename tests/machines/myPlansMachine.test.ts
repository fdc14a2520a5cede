import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MyPlan } from '../../src/api/contract/plans';
import { myPlansMachine } from '../../src/machines/myPlansMachine';
import { myPlan } from '../factories/pricing';
import { settle } from './checkoutFakes';

function start(answers: (MyPlan[] | Error)[], switchCard?: number) {
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
  const input = { lang: 'zh_HK' as const, ...(switchCard ? { switchCard } : {}) };
  return { actor: createActor(machine, { input }).start(), asked };
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

  it('opens the card switch of the plan a link names, once, and ignores a plan it does not have', async () => {
    const plans = [myPlan('HK_ALL', { orderId: 1 }), myPlan('A_MOBILE', { orderId: 2 })];
    const { actor } = start([plans], 2);
    await settle();
    const [first, second] = actor.getSnapshot().context.planRefs;
    expect(second?.getSnapshot().matches('choosingCard')).toBe(true);
    expect(first?.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.switchCard).toBeNull();

    const other = start([plans], 99).actor;
    await settle();
    const refs = other.getSnapshot().context.planRefs;
    expect(refs.every((ref) => ref.getSnapshot().matches('idle'))).toBe(true);
  });
});
