import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Result } from '../../src/api/contract/result';
import {
  BILLING_PAGE_SIZE,
  type BillingPageAnswer,
  type BillingPageRequest,
  billingHistoryMachine,
} from '../../src/machines/billingHistoryMachine';
import { aBillingPage, aCharge } from '../factories/billing';
import { settle } from './checkoutFakes';

type Answer = Result<BillingPageAnswer> | BillingPageAnswer | Error;

/** The machine with GET pc/gps answering in turn; `asked` records each request. */
function start(answers: Answer[]) {
  const asked: BillingPageRequest[] = [];
  const next = (input: BillingPageRequest) => {
    const answer = answers[asked.push(input) - 1];
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  };
  const machine = billingHistoryMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => next(input) as Result<BillingPageAnswer>),
      loadMore: fromPromise(async ({ input }) => next(input) as BillingPageAnswer),
    },
  });
  const actor = createActor(machine, { input: { orderId: 7, lang: 'zh_HK' } }).start();
  return { actor, asked };
}

const ok = (value: BillingPageAnswer): Result<BillingPageAnswer> => ({ ok: true, value });

describe('billingHistoryMachine', () => {
  it('shows the newest page and reads older pages on request until all are shown', async () => {
    const { actor, asked } = start([
      ok(aBillingPage(120, 0)),
      aBillingPage(120, 1),
      aBillingPage(120, 2),
    ]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('listed');
    expect(actor.getSnapshot().context).toMatchObject({
      total: 120,
      productName: 'HKEx All-Platform',
    });
    actor.send({ type: 'history.more' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    expect(actor.getSnapshot().context.records).toHaveLength(50);
    await settle();
    actor.send({ type: 'history.more' });
    await settle();
    const { records } = actor.getSnapshot().context;
    expect(records).toHaveLength(120);
    expect(new Set(records.map((r) => r.id)).size).toBe(120);
    expect(asked.map((a) => [a.pageNumber, a.pageSize, a.orderId, a.lang])).toEqual([
      [0, BILLING_PAGE_SIZE, 7, 'zh_HK'],
      [1, BILLING_PAGE_SIZE, 7, 'zh_HK'],
      [2, BILLING_PAGE_SIZE, 7, 'zh_HK'],
    ]);
    // Everything is shown: asking for more asks the server nothing.
    actor.send({ type: 'history.more' });
    expect(actor.getSnapshot().value).toBe('listed');
    expect(asked).toHaveLength(3);
  });

  it('does not repeat a charge that a new charge pushed onto the next page', async () => {
    const first = aBillingPage(60, 0);
    const shifted = {
      ...aBillingPage(61, 1),
      records: [first.records[49]!, aCharge(50), aCharge(51)],
    };
    const { actor } = start([ok(first), shifted]);
    await settle();
    actor.send({ type: 'history.more' });
    await settle();
    const ids = actor.getSnapshot().context.records.map((r) => r.id);
    expect(ids).toHaveLength(52);
    expect(new Set(ids).size).toBe(52);
  });

  it('a plan that is not the user’s shows nothing of it', async () => {
    const { actor } = start([{ ok: false, problem: { code: '0004', message: 'plan not found' } }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.records).toEqual([]);
  });

  it('a failed first read says so and reads again when asked', async () => {
    const { actor, asked } = start([new TypeError('offline'), ok(aBillingPage(4))]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'history.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('listed');
    expect(asked).toHaveLength(2);
  });

  it('a failed older page keeps the charges shown and keeps the server’s code', async () => {
    const { actor, asked } = start([
      ok(aBillingPage(120, 0)),
      new TypeError('offline'),
      aBillingPage(120, 1),
    ]);
    await settle();
    actor.send({ type: 'history.more' });
    await settle();
    expect(actor.getSnapshot().value).toBe('moreFailed');
    expect(actor.getSnapshot().context).toMatchObject({ failureCode: null });
    expect(actor.getSnapshot().context.records).toHaveLength(50);
    actor.send({ type: 'history.more' });
    await settle();
    expect(actor.getSnapshot().context.records).toHaveLength(100);
    expect(asked.map((a) => a.pageNumber)).toEqual([0, 1, 1]);
  });

  it('a refused older page names the server’s code', async () => {
    const machine = billingHistoryMachine.provide({
      actors: {
        loadPage: fromPromise(async () => ok(aBillingPage(120, 0))),
        loadMore: fromPromise<BillingPageAnswer, BillingPageRequest>(() =>
          Promise.reject({ code: '0004', message: 'plan not found' }),
        ),
      },
    });
    const actor = createActor(machine, { input: { orderId: 7, lang: 'en' } }).start();
    await settle();
    actor.send({ type: 'history.more' });
    await settle();
    expect(actor.getSnapshot().value).toBe('moreFailed');
    expect(actor.getSnapshot().context.failureCode).toBe('0004');
  });
});
