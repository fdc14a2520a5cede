import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MyPlan } from '../../src/api/contract/plans';
import type { Result } from '../../src/api/contract/result';
import { planMachine } from '../../src/machines/planMachine';
import { myPlan } from '../factories/pricing';
import { settle } from './checkoutFakes';

const trial = myPlan('HK_ALL', { orderId: 5, status: 'trial', inTrial: true, canCancelFree: true });
type Answer = Result<{ freeCancel: boolean }> | Error;

function start(
  plan: MyPlan,
  answers: Answer[],
  reread: MyPlan | Error = { ...plan, status: 'cancelled', hasAccess: false },
) {
  const sent: unknown[] = [];
  const machine = planMachine.provide({
    actors: {
      cancelPlan: fromPromise(async ({ input }) => {
        const answer = answers[sent.push(input) - 1];
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
      loadPlan: fromPromise<MyPlan | null, { orderId: number; lang: 'en' | 'zh_CN' | 'zh_HK' }>(
        async () => {
          if (reread instanceof Error) throw reread;
          return reread;
        },
      ),
    },
  });
  return { actor: createActor(machine, { input: { plan, lang: 'en' } }).start(), sent };
}

describe('planMachine: cancel', () => {
  it('sends the reason and words given, then shows the plan as the server now has it', async () => {
    const { actor, sent } = start(trial, [{ ok: true, value: { freeCancel: true } }]);
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.reason', reason: 'not_using' });
    actor.send({ type: 'cancel.note', note: '  rarely log in  ' });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(sent).toEqual([{ orderId: 5, reason: 'not_using', note: 'rarely log in' }]);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context).toMatchObject({ freeCancel: true, problem: null });
    expect(actor.getSnapshot().context.plan.status).toBe('cancelled');
    actor.send({ type: 'cancel.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'cancel.open' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('cancels without a reason, and keeps the plan when the investor says keep', () => {
    const { actor } = start(trial, []);
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.plan).toBe(trial);
  });

  it('shows a refusal or a lost answer in the dialog, keeping what was given', async () => {
    const refused = { ok: false as const, problem: { code: '0072', message: '' } };
    const { actor, sent } = start(trial, [refused, new TypeError('offline')]);
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.reason', reason: 'switching' });
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({
      reason: 'switching',
      problem: { code: '0072' },
    });
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    expect(sent).toHaveLength(2);
  });

  it('still shows the cancel as done when the plan cannot be read again', async () => {
    const { actor } = start(trial, [{ ok: true, value: { freeCancel: false } }], new Error('x'));
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.plan).toBe(trial);
  });

  it('offers no cancel on a plan without access', () => {
    const { actor } = start(myPlan('A_ALL', { status: 'cancelled', hasAccess: false }), []);
    actor.send({ type: 'cancel.open' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
