import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Currency } from '../../src/api/contract/common';
import type { Coupon } from '../../src/api/contract/promotion';
import {
  type AccountPlans,
  type ActiveCode,
  type ActivityQuery,
  type CatalogInput,
  type CheckoutSelection,
  catalogMachine,
  type PriceList,
  type Selection,
  selectCanContinue,
  selectPhase,
} from '../../src/machines/catalogMachine';
import { parseUrlQuery } from '../../src/state/urlQuery';
import {
  accountWith,
  available,
  coupon,
  myPlan,
  newAccount,
  priceList,
  unavailable,
} from '../factories/pricing';

type Answer<T> = T | Error | Promise<T>;
const answer = <T>(value: Answer<T> | undefined, name: string): Promise<T> => {
  if (value === undefined) return Promise.reject(new Error(`${name}: no scripted answer`));
  return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
};

interface Script {
  prices?: Answer<PriceList>[];
  account?: Answer<AccountPlans>[];
  activity?: Answer<ActiveCode>[];
  coupons?: Answer<Coupon[]>[];
}

/** A catalog actor whose four calls answer from scripts, in order, and are recorded. */
function start(input: CatalogInput, script: Script = {}) {
  const calls = {
    prices: [] as unknown[],
    account: 0,
    activity: [] as ActivityQuery[],
    coupons: [] as Currency[],
  };
  const goToCheckout = vi.fn<(selection: CheckoutSelection) => void>();
  const rememberSelection = vi.fn<(selection: Selection) => void>();
  const machine = catalogMachine.provide({
    actors: {
      loadPriceList: fromPromise(async ({ input }) => {
        calls.prices.push(input);
        return answer(script.prices?.shift() ?? priceList(), 'prices');
      }),
      loadAccount: fromPromise(async () => {
        calls.account += 1;
        return answer(script.account?.shift() ?? newAccount(), 'account');
      }),
      checkActivity: fromPromise(async ({ input }) => {
        calls.activity.push(input);
        return answer(script.activity?.shift(), 'activity');
      }),
      fetchCoupons: fromPromise(async ({ input }) => {
        calls.coupons.push(input.currency);
        return answer(script.coupons?.shift() ?? [], 'coupons');
      }),
    },
    actions: {
      goToCheckout: (_, selection) => goToCheckout(selection),
      rememberSelection: (_, selection) => rememberSelection(selection),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settled = () =>
    waitFor(
      actor,
      (s) =>
        s.matches('failed') ||
        (s.matches('ready') &&
          !s.matches({ ready: 'checkingActivity' }) &&
          !s.matches({ ready: 'fetchingCoupons' })),
    );
  return { actor, calls, goToCheckout, rememberSelection, settled };
}

const offerSelection = (overrides: Partial<CatalogInput> = {}): CatalogInput => ({
  withAccount: true,
  productCode: 'COMBO',
  ...overrides,
});

describe('catalogMachine: the price list', () => {
  it('loads the price list in the page language and takes the server’s default currency', async () => {
    const { actor, calls, settled } = start(
      { lang: 'zh_HK' },
      { prices: [priceList({ defaultCurrency: 'HKD' })] },
    );
    expect(selectPhase(actor.getSnapshot())).toBe('loading');
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'browsing' });
    expect(selectPhase(snapshot)).toBe('ready');
    expect(calls.prices).toEqual([{ lang: 'zh_HK' }]);
    expect(snapshot.context.plans).toHaveLength(5);
    expect(snapshot.context.currency).toBe('HKD');
    expect(snapshot.context.subscriptionTime).toBe(1);
  });

  it('keeps a currency already chosen: the default only fills an empty choice', async () => {
    const { settled } = start(
      { currency: 'SGD' },
      { prices: [priceList({ defaultCurrency: 'HKD' })] },
    );
    expect((await settled()).context.currency).toBe('SGD');
  });

  it('shows the failure and loads again on Retry', async () => {
    const { actor, calls, settled } = start({}, { prices: [new Error('offline'), priceList()] });
    const failed = await settled();
    expect(failed.value).toBe('failed');
    expect(selectPhase(failed)).toBe('failed');
    actor.send({ type: 'catalog.retry' });
    expect(selectPhase(actor.getSnapshot())).toBe('loading');
    expect((await settled()).value).toEqual({ ready: 'browsing' });
    expect(calls.prices).toHaveLength(2);
  });

  it('on the pricing page, cycle and currency changes only change what is shown', async () => {
    const { actor, calls, settled, rememberSelection } = start({});
    await settled();
    actor.send({ type: 'cycle.select', subscriptionTime: 12 });
    actor.send({ type: 'currency.select', currency: 'CNY' });
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'browsing' });
    expect(snapshot.context).toMatchObject({ subscriptionTime: 12, currency: 'CNY' });
    expect(rememberSelection).toHaveBeenLastCalledWith({
      product: undefined,
      cycle: 12,
      currency: 'CNY',
    });
    expect(calls.account).toBe(0);
    expect(calls.activity).toEqual([]);
    expect(selectCanContinue(snapshot)).toBe(false);
  });

  it('ignores choices while the prices are loading', async () => {
    const { actor, settled } = start({});
    actor.send({ type: 'currency.select', currency: 'CNY' });
    expect((await settled()).context.currency).toBe('USD');
  });
});

describe('catalogMachine: the user’s plans on offer selection', () => {
  it('loads the plans after the prices; a failure of either offers Retry', async () => {
    const { actor, calls, settled } = start(offerSelection(), {
      account: [new Error('offline')],
      activity: [unavailable()],
    });
    expect((await settled()).value).toBe('failed');
    actor.send({ type: 'catalog.retry' });
    await settled();
    expect(calls.prices).toHaveLength(2);
    expect(calls.account).toBe(2);
  });

  it('locks the currency fixed by payment history or an unfinished subscription', async () => {
    const lock = newAccount({ currencyLock: { currency: 'HKD', reason: 'payment_history' } });
    const { actor, calls, settled } = start(offerSelection({ currency: 'USD' }), {
      account: [lock],
      activity: [unavailable(), unavailable()],
    });
    expect((await settled()).context.currency).toBe('HKD');
    expect(calls.activity[0]).toEqual({
      productCode: 'COMBO',
      subscriptionTime: 1,
      currency: 'HKD',
    });
    actor.send({ type: 'currency.select', currency: 'USD' });
    expect(actor.getSnapshot().context.currency).toBe('HKD');
    expect(calls.activity).toHaveLength(1);
  });

  it('waits on the product when none is chosen yet', async () => {
    const { actor, calls, settled } = start(offerSelection({ productCode: undefined }), {
      activity: [unavailable()],
    });
    expect((await settled()).value).toEqual({ ready: 'browsing' });
    expect(calls.activity).toEqual([]);
    actor.send({ type: 'product.select', productCode: 'HK_ALL' });
    await settled();
    expect(calls.activity).toEqual([
      { productCode: 'HK_ALL', subscriptionTime: 1, currency: 'USD' },
    ]);
  });
});

describe('catalogMachine: the product activity check (spec §4)', () => {
  it('upgrade flag set: clears the coupon and nothing else happens', async () => {
    const account = accountWith(myPlan('HK_ALL', { orderId: 31, subscriptionTime: 6 }));
    const { actor, calls, settled, goToCheckout } = start(
      offerSelection({ urlQuery: parseUrlQuery({ coupon: 'SPRING', origin: 'promocode' }) }),
      { account: [account] },
    );
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'upgrade' });
    expect(snapshot.context).toMatchObject({
      isUpgrade: true,
      coupon: null,
      activeCode: null,
      couponList: [],
      activityError: false,
    });
    expect(calls.activity).toEqual([]);
    expect(calls.coupons).toEqual([]);
    // An upgrade keeps the current plan's cycle (the server's upgrade takes none).
    expect(snapshot.context.subscriptionTime).toBe(6);
    actor.send({ type: 'cycle.select', subscriptionTime: 12 });
    expect(actor.getSnapshot().context.subscriptionTime).toBe(6);
    actor.send({ type: 'offer.continue' });
    expect(goToCheckout).toHaveBeenCalledWith({
      product: 'COMBO',
      cycle: 6,
      currency: 'HKD',
      upgrade: 31,
    });
  });

  it('not available, link with coupon and origin=promocode: nothing happens', async () => {
    const { actor, calls, settled, goToCheckout } = start(
      offerSelection({ urlQuery: parseUrlQuery({ coupon: 'SPRING', origin: 'promocode' }) }),
      { activity: [unavailable('not_new_user')] },
    );
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'noPromotion' });
    expect(calls.coupons).toEqual([]);
    expect(snapshot.context).toMatchObject({ coupon: 'SPRING', activeCode: null, couponList: [] });
    actor.send({ type: 'offer.continue' });
    expect(goToCheckout).toHaveBeenCalledWith({
      product: 'COMBO',
      cycle: 1,
      currency: 'USD',
      coupon: 'SPRING',
      origin: 'promocode',
    });
  });

  it.each([
    ['no coupon in the link', {}],
    ['a coupon without origin', { coupon: 'SPRING' }],
    ['a coupon from another origin', { coupon: 'SPRING', origin: 'newsletter' }],
    ['origin=promocode without a coupon', { origin: 'promocode' }],
  ])('not available, %s: fetches the coupon list for the current currency', async (_, search) => {
    const mine = [coupon('TENOFF', { currency: 'SGD' })];
    const { actor, calls, settled } = start(
      offerSelection({ currency: 'SGD', urlQuery: parseUrlQuery(search) }),
      { activity: [unavailable()], coupons: [mine] },
    );
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'noPromotion' });
    expect(calls.coupons).toEqual(['SGD']);
    expect(snapshot.context.couponList).toEqual(mine);
    expect(selectCanContinue(actor.getSnapshot())).toBe(true);
  });

  it('not available and the coupon list fails: continues without it', async () => {
    const { settled } = start(offerSelection(), {
      activity: [unavailable()],
      coupons: [new Error('offline')],
    });
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'noPromotion' });
    expect(snapshot.context.couponList).toEqual([]);
  });

  it('available: sets the fixed coupon code and stores the answer as activeCode', async () => {
    const { actor, calls, settled, goToCheckout } = start(
      offerSelection({
        subscriptionTime: 12,
        currency: 'HKD',
        urlQuery: parseUrlQuery({ coupon: 'SPRING', origin: 'promocode' }),
      }),
      { activity: [available('LAUNCH20')] },
    );
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'promotion' });
    expect(calls.activity).toEqual([
      { productCode: 'COMBO', subscriptionTime: 12, currency: 'HKD' },
    ]);
    expect(calls.coupons).toEqual([]);
    expect(snapshot.context.coupon).toBe('LAUNCH20');
    expect(snapshot.context.activeCode).toEqual(available('LAUNCH20'));
    expect(snapshot.context.activityError).toBe(false);
    actor.send({ type: 'offer.continue' });
    // The link's origin belongs to the link's coupon; the promotion's code is marked as such,
    // so checkout applies the code offer selection promised.
    expect(goToCheckout).toHaveBeenCalledWith({
      product: 'COMBO',
      cycle: 12,
      currency: 'HKD',
      coupon: 'LAUNCH20',
      origin: 'promotion',
    });
  });

  it('a failed check is noted as activityError and does not block checkout', async () => {
    const { actor, settled, goToCheckout } = start(offerSelection(), {
      activity: [new Error('offline')],
    });
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'checkFailed' });
    expect(snapshot.context.activityError).toBe(true);
    actor.send({ type: 'offer.continue' });
    expect(goToCheckout).toHaveBeenCalledWith({ product: 'COMBO', cycle: 1, currency: 'USD' });
  });

  it('checks again for every new choice, starting from the link’s coupon', async () => {
    const { actor, calls, settled, rememberSelection } = start(
      offerSelection({ urlQuery: parseUrlQuery({ coupon: 'SPRING', origin: 'promocode' }) }),
      { activity: [available(), unavailable(), unavailable()] },
    );
    expect((await settled()).context.coupon).toBe('LAUNCH20');
    actor.send({ type: 'product.select', productCode: 'HK_MOBILE' });
    let snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'noPromotion' });
    expect(snapshot.context).toMatchObject({ coupon: 'SPRING', activeCode: null });
    expect(rememberSelection).toHaveBeenLastCalledWith({
      product: 'HK_MOBILE',
      cycle: 1,
      currency: 'USD',
    });
    actor.send({ type: 'cycle.select', subscriptionTime: 6 });
    snapshot = await settled();
    expect(calls.activity.map((q) => [q.productCode, q.subscriptionTime])).toEqual([
      ['COMBO', 1],
      ['HK_MOBILE', 1],
      ['HK_MOBILE', 6],
    ]);
  });

  it('a late answer for an abandoned choice is ignored', async () => {
    let answerFirst: (value: ActiveCode) => void = () => {};
    const first = new Promise<ActiveCode>((resolve) => {
      answerFirst = resolve;
    });
    const { actor, settled } = start(offerSelection(), { activity: [first, unavailable()] });
    await waitFor(actor, (s) => s.matches({ ready: 'checkingActivity' }));
    actor.send({ type: 'product.select', productCode: 'A_MOBILE' });
    const snapshot = await settled();
    answerFirst(available());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual(snapshot.value);
    expect(actor.getSnapshot().context.coupon).toBeNull();
  });

  it('does not offer Continue while the check runs', async () => {
    const { actor } = start(offerSelection(), { activity: [new Promise(() => {})] });
    await waitFor(actor, (s) => s.matches({ ready: 'checkingActivity' }));
    actor.send({ type: 'offer.continue' });
    expect(selectCanContinue(actor.getSnapshot())).toBe(false);
  });
});

describe('catalogMachine: choices the user cannot buy', () => {
  it.each([
    ['the highest permission', accountWith(myPlan('COMBO')), 'HK_MOBILE'],
    ['the same product', accountWith(myPlan('HK_ALL')), 'HK_ALL'],
    ['a plan that includes it', accountWith(myPlan('HK_ALL')), 'HK_MOBILE'],
  ] as const)(
    'blocks a user who already has %s, without an activity check',
    async (_, account, productCode) => {
      const { actor, calls, settled, goToCheckout } = start(offerSelection({ productCode }), {
        account: [account],
      });
      const snapshot = await settled();
      expect(snapshot.value).toEqual({ ready: 'blocked' });
      expect(selectCanContinue(snapshot)).toBe(false);
      actor.send({ type: 'offer.continue' });
      expect(goToCheckout).not.toHaveBeenCalled();
      expect(calls.activity).toEqual([]);
    },
  );

  it('a plan in another market is a new subscription, not an upgrade', async () => {
    const { settled } = start(offerSelection({ productCode: 'A_ALL' }), {
      account: [accountWith(myPlan('HK_ALL'))],
      activity: [unavailable('not_new_user')],
    });
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ ready: 'noPromotion' });
    expect(snapshot.context.isUpgrade).toBe(false);
  });

  it('cancelled plans neither block nor upgrade', async () => {
    const cancelled = myPlan('COMBO', { status: 'cancelled', hasAccess: false });
    const { settled } = start(offerSelection(), {
      account: [
        newAccount({
          myPlans: [cancelled],
          currencyLock: { currency: 'HKD', reason: 'payment_history' },
          isNewUser: false,
        }),
      ],
      activity: [unavailable('not_new_user')],
    });
    expect((await settled()).value).toEqual({ ready: 'noPromotion' });
  });
});
