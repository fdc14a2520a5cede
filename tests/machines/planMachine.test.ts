import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MyPlan } from '../../src/api/contract/plans';
import { NETWORK_PROBLEM, type Result } from '../../src/api/contract/result';
import { payingWith } from '../../src/machines/payAttemptMachine';
import { planMachine } from '../../src/machines/planMachine';
import { aCard } from '../factories/checkout';
import { aCancelledPlan } from '../factories/myPlans';
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
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({
      finished: 'cancelled',
      freeCancel: true,
      problem: null,
    });
    expect(actor.getSnapshot().context.plan.status).toBe('cancelled');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'cancel.open' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('cancels without a reason, and keeps the plan when the investor says keep', () => {
    const { actor } = start(trial, []);
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'dialog.close' });
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
    expect(actor.getSnapshot().value).toBe('confirmingCancel');
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
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.plan).toBe(trial);
  });

  it('offers no cancel on a plan without access', () => {
    const { actor } = start(aCancelledPlan(myPlan('A_ALL')), []);
    actor.send({ type: 'cancel.open' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('planMachine: re-subscribe', () => {
  const cancelled = aCancelledPlan(myPlan('HK_ALL', { orderId: 8 }));
  function resubscribing(answers: Result<unknown>[]) {
    const sent: { orderId: number; idempotencyKey: string }[] = [];
    const machine = planMachine.provide({
      actors: {
        payAttempt: payingWith(async (request: { orderId: number; idempotencyKey: string }) => {
          const answer = answers[sent.push(request) - 1];
          if (!answer) throw new Error('no answer');
          return answer;
        }),
        loadPlan: fromPromise<MyPlan | null, { orderId: number; lang: 'en' | 'zh_CN' | 'zh_HK' }>(
          async () => ({ ...cancelled, status: 'active', hasAccess: true }),
        ),
      },
    });
    return {
      actor: createActor(machine, { input: { plan: cancelled, lang: 'en' } }).start(),
      sent,
    };
  }

  it('pays once per confirmation through the pay attempt, then shows the plan active again', async () => {
    const { actor, sent } = resubscribing([{ ok: true, value: {} }]);
    actor.send({ type: 'resubscribe.open' });
    actor.send({ type: 'resubscribe.confirm' });
    actor.send({ type: 'resubscribe.confirm' });
    await settle();
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.orderId).toBe(8);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ finished: 'resubscribed' });
    expect(actor.getSnapshot().context.plan.status).toBe('active');
  });

  it('shows a refused payment with its code; trying again is a new attempt with a new key', async () => {
    const declined = { ok: false as const, problem: { code: '5001', message: '' } };
    const { actor, sent } = resubscribing([declined, { ok: true, value: {} }]);
    actor.send({ type: 'resubscribe.open' });
    actor.send({ type: 'resubscribe.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirmingResubscribe');
    expect(actor.getSnapshot().context.problem?.code).toBe('5001');
    actor.send({ type: 'resubscribe.confirm' });
    await settle();
    await settle();
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('is not offered on a live plan, nor without a price or a card', () => {
    for (const plan of [
      trial,
      { ...cancelled, resubscribeAmount: null },
      { ...cancelled, paymentMethod: null },
    ]) {
      const actor = createActor(planMachine, { input: { plan, lang: 'en' } }).start();
      actor.send({ type: 'resubscribe.open' });
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });
});

describe('planMachine: billing frequency', () => {
  const monthly = myPlan('HK_ALL', { orderId: 9 });
  type FrequencyAnswer = Result<unknown> | Error;
  function changing(plan: MyPlan, answers: FrequencyAnswer[]) {
    const sent: { orderId: number; subscriptionTime: number }[] = [];
    const machine = planMachine.provide({
      actors: {
        changeFrequency: fromPromise(async ({ input }) => {
          const answer = answers[sent.push(input) - 1];
          if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
          return answer;
        }),
        loadPlan: fromPromise<MyPlan | null, { orderId: number; lang: 'en' | 'zh_CN' | 'zh_HK' }>(
          async () => ({ ...plan, pendingSubscriptionTime: sent.at(-1)?.subscriptionTime as 12 }),
        ),
      },
    });
    return { actor: createActor(machine, { input: { plan, lang: 'en' } }).start(), sent };
  }

  it('schedules the chosen frequency once, then shows the plan with the change', async () => {
    const { actor, sent } = changing(monthly, [{ ok: true, value: {} }]);
    actor.send({ type: 'frequency.open' });
    expect(actor.getSnapshot().context.cycle).toBe(1);
    actor.send({ type: 'frequency.confirm' });
    expect(actor.getSnapshot().value).toBe('choosingFrequency');
    actor.send({ type: 'frequency.choose', subscriptionTime: 12 });
    actor.send({ type: 'frequency.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'frequency.confirm' });
    await settle();
    expect(sent).toEqual([{ orderId: 9, subscriptionTime: 12 }]);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ finished: 'frequency', problem: null });
    expect(actor.getSnapshot().context.plan.pendingSubscriptionTime).toBe(12);
  });

  it('withdraws a scheduled change by choosing the frequency in force', async () => {
    const scheduled = { ...monthly, pendingSubscriptionTime: 6 as const };
    const { actor, sent } = changing(scheduled, [{ ok: true, value: {} }]);
    actor.send({ type: 'frequency.open' });
    expect(actor.getSnapshot().context.cycle).toBe(6);
    actor.send({ type: 'frequency.choose', subscriptionTime: 1 });
    actor.send({ type: 'frequency.confirm' });
    await settle();
    expect(sent).toEqual([{ orderId: 9, subscriptionTime: 1 }]);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('keeps the choice and says why on a refusal or a lost answer', async () => {
    const refused = { ok: false as const, problem: { code: '0072', message: '' } };
    const { actor } = changing(monthly, [refused, new TypeError('offline')]);
    actor.send({ type: 'frequency.open' });
    actor.send({ type: 'frequency.choose', subscriptionTime: 6 });
    actor.send({ type: 'frequency.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('choosingFrequency');
    expect(actor.getSnapshot().context).toMatchObject({ cycle: 6, problem: { code: '0072' } });
    actor.send({ type: 'frequency.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('choosingFrequency');
    expect(actor.getSnapshot().context.problem?.code).toBe(NETWORK_PROBLEM);
  });

  it('is not offered on a cancelled plan, nor when the server offers no other frequency', () => {
    for (const plan of [
      { ...monthly, status: 'cancelled' as const, hasAccess: false, canChangeFrequency: false },
      { ...monthly, frequencyAmounts: [] },
    ]) {
      const actor = createActor(planMachine, { input: { plan, lang: 'en' } }).start();
      actor.send({ type: 'frequency.open' });
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });
});

describe('planMachine: payment method', () => {
  it('does not switch a plan to an expired card', async () => {
    const active = myPlan('HK_ALL', { orderId: 5 });
    const own = active.paymentMethod?.cardId ?? 0;
    const cards = [aCard({ id: own }), aCard({ id: 8, expired: true }), aCard({ id: 9 })];
    const machine = planMachine.provide({ actors: { loadCards: fromPromise(async () => cards) } });
    const actor = createActor(machine, { input: { plan: active, lang: 'en' } }).start();
    actor.send({ type: 'payment.open' });
    await settle();
    actor.send({ type: 'payment.choose', cardId: 8 });
    expect(actor.getSnapshot().can({ type: 'payment.confirm' })).toBe(false);
    actor.send({ type: 'payment.choose', cardId: 9 });
    expect(actor.getSnapshot().can({ type: 'payment.confirm' })).toBe(true);
  });
});
