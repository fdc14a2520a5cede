import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { PreviewedOrder } from '../../src/api/contract/orders';
import type { MyPlan } from '../../src/api/contract/plans';
import type { Result } from '../../src/api/contract/result';
import type { UpgradedPlan, UpgradeInput } from '../../src/api/orders';
import { checkoutUpgradeMachine } from '../../src/machines/checkoutUpgradeMachine';
import { MAX_PAY_RETRIES, payingWith } from '../../src/machines/payAttemptMachine';
import { anUpgradeQuote, upgradedTo } from '../factories/checkout';
import { settle } from './checkoutFakes';

const plan = {
  orderId: 3,
  upgradeTargets: ['COMBO'],
  productName: 'HKEx All-Platform',
} as MyPlan;
const paid = upgradedTo();
const quoteOf = anUpgradeQuote;

function start(
  answers: (Result<UpgradedPlan> | Error)[],
  loaded: MyPlan | null = plan,
  quotes: (PreviewedOrder | Error)[] = [quoteOf(2100)],
) {
  const sent: UpgradeInput[] = [];
  let quoted = 0;
  const clock = new SimulatedClock();
  const machine = checkoutUpgradeMachine.provide({
    actors: {
      loadPlan: fromPromise(async () => loaded),
      loadQuote: fromPromise(async () => {
        const quote = quotes[Math.min(quoted++, quotes.length - 1)];
        if (!quote || quote instanceof Error) throw quote ?? new Error('none');
        return quote;
      }),
      payAttempt: payingWith(async (input: UpgradeInput) => {
        const answer = answers[Math.min(sent.push(input) - 1, answers.length - 1)];
        if (!answer || answer instanceof Error) throw answer ?? new Error('none');
        return answer;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { orderId: 3, productCode: 'COMBO', lang: 'en' },
    clock,
  }).start();
  return { actor, sent, clock };
}

describe('checkoutUpgradeMachine', () => {
  it('refuses to confirm until the agreement is ticked, then upgrades once', async () => {
    const { actor, sent } = start([paid]);
    await settle();
    actor.send({ type: 'upgrade.confirm' });
    expect(actor.getSnapshot().context.agreementRefused).toBe(true);
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'upgrade.confirm' });
    actor.send({ type: 'upgrade.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(sent).toEqual([
      {
        orderId: 3,
        productCode: 'COMBO',
        agreement: true,
        idempotencyKey: expect.any(String),
        expectedAmount: 2100,
      },
    ]);
  });

  it('resends a lost answer with the same key; a refusal retried gets a new key', async () => {
    const lost = new TypeError('offline');
    const refused: Result<UpgradedPlan> = {
      ok: false,
      problem: { code: '5002', message: '', invalidCoupons: [] },
    };
    const { actor, sent, clock } = start([lost, refused, paid]);
    await settle();
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'upgrade.confirm' });
    await settle();
    expect(actor.getSnapshot().children.payAttempt?.getSnapshot().value).toBe('reconnecting');
    clock.increment(1500);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.code).toBe('5002');
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    actor.send({ type: 'payment.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('asks the user after repeated lost answers', async () => {
    const { actor, clock, sent } = start([new TypeError('offline')]);
    await settle();
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'upgrade.confirm' });
    for (let i = 0; i < MAX_PAY_RETRIES; i++) {
      await settle();
      clock.increment(1500);
    }
    await settle();
    expect(actor.getSnapshot().value).toBe('paying');
    expect(actor.getSnapshot().children.payAttempt?.getSnapshot().value).toBe('uncertain');
    expect(new Set(sent.map((s) => s.idempotencyKey)).size).toBe(1);
  });

  it('says so when the plan cannot be upgraded, or not to the product asked for', async () => {
    for (const upgradeTargets of [[], ['HK_ALL']] as MyPlan['upgradeTargets'][]) {
      const { actor } = start([], { ...plan, upgradeTargets });
      await settle();
      expect(actor.getSnapshot().value).toBe('unavailable');
    }
  });

  it('quotes again when the amount changed since it was shown, and charges the new quote', async () => {
    const changed: Result<UpgradedPlan> = {
      ok: false,
      problem: { code: '0079', message: '', invalidCoupons: [] },
    };
    const { actor, sent } = start([changed, paid], plan, [quoteOf(2100), quoteOf(2200)]);
    await settle();
    expect(actor.getSnapshot().context.quote?.dueToday).toBe(2100);
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'upgrade.confirm' });
    await settle();
    const requoted = actor.getSnapshot();
    expect(requoted.value).toBe('confirming');
    expect(requoted.context).toMatchObject({ quoteChanged: true, failure: null });
    expect(requoted.context.quote?.dueToday).toBe(2200);
    actor.send({ type: 'upgrade.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.quoteChanged).toBe(false);
    expect(sent.map((s) => s.expectedAmount)).toEqual([2100, 2200]);
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('offers to ask again when the quote cannot be worked out', async () => {
    const { actor } = start([paid], plan, [new TypeError('offline'), quoteOf(2100)]);
    await settle();
    expect(actor.getSnapshot().value).toBe('quoteFailed');
    expect(actor.getSnapshot().context.quote).toBeNull();
    actor.send({ type: 'upgrade.confirm' });
    expect(actor.getSnapshot().value).toBe('quoteFailed');
    actor.send({ type: 'upgrade.reload' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.quote?.dueToday).toBe(2100);
  });
});
