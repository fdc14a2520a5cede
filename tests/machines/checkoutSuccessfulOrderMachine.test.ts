import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MyPlan } from '../../src/api/contract/plans';
import {
  type OrderFacts,
  type SuccessfulOrderInput,
  successfulOrderMachine,
} from '../../src/machines/successfulOrderMachine';
import { settle } from './checkoutFakes';

const plan = { orderId: 9, productName: 'HKEx All-Platform' } as MyPlan;

function start(input: Partial<SuccessfulOrderInput>, answers: (OrderFacts | Error)[]) {
  const asked: { orderId: number; lang: string }[] = [];
  const machine = successfulOrderMachine.provide({
    actors: {
      loadOrder: fromPromise(async ({ input: query }) => {
        const answer = answers[asked.push(query) - 1];
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { orderId: 9, lang: 'zh_HK', receiptEmail: null, accountEmail: 'me@x.test', ...input },
  }).start();
  return { actor, asked };
}

describe('successfulOrderMachine', () => {
  it('reads the new plan and names the contact e-mail the receipt went to', async () => {
    const { actor, asked } = start({}, [{ plan, contactEmail: 'billing@x.test' }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context).toMatchObject({ plan, receiptEmail: 'billing@x.test' });
    expect(asked).toEqual([{ orderId: 9, lang: 'zh_HK' }]);
  });

  it('keeps the e-mail checkout reported, and falls back to the account without a contact', async () => {
    const reported = start({ receiptEmail: 'paid@x.test' }, [{ plan, contactEmail: 'b@x.test' }]);
    const fallback = start({}, [{ plan: null, contactEmail: null }]);
    await settle();
    expect(reported.actor.getSnapshot().context.receiptEmail).toBe('paid@x.test');
    expect(fallback.actor.getSnapshot().context.receiptEmail).toBe('me@x.test');
  });

  it('offers a retry when the plan cannot be read', async () => {
    const { actor } = start({}, [new Error('offline'), { plan, contactEmail: null }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'order.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('asks nothing when opened without an order id', () => {
    const { actor, asked } = start({ orderId: null }, []);
    expect(actor.getSnapshot().value).toBe('withoutOrder');
    expect(asked).toEqual([]);
  });
});
