// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCancelledPlan } from '../../../factories/myPlans';
import { accountWith, myPlan } from '../../../factories/pricing';
import { jsdomPerson } from '../../../pages/jsdomPerson';
import { paymentRefused, resubscribeFlow } from '../../../pages/plans';
import { renderApp, signedInUser } from '../appHarness';

afterEach(cleanup);

const plan = aCancelledPlan(myPlan('HK_ALL'));

/** My Plan with a cancelled plan whose re-subscription the server refuses with `code`. */
async function refusedWith(code: string, locale: 'en' | 'zh_HK' = 'en') {
  const resubscribe = vi.fn(async () => ({ ok: false as const, problem: { code, message: '' } }));
  await renderApp({
    url: '/pricing/personalcentre/myplans',
    getUserInfo: async () => signedInUser(),
    locale,
    api: { getMyPlans: async () => accountWith(plan), resubscribe } as never,
  });
  return resubscribe;
}

describe('a refused re-subscription', () => {
  it.each([
    ['0064', 'The currency must match that of the active subscription.'],
    ['0066', 'You already have this plan.'],
    ['0067', 'This plan has no card to pay with. Use Buy again to pay with another card.'],
    ['5003', 'The plan’s card has expired. Use Buy again to pay with another card.'],
  ])('%s says what stands in the way, not "try again"', async (code, words) => {
    const flow = resubscribeFlow(jsdomPerson(), plan.productName);
    const resubscribe = await refusedWith(code);
    await flow.open();
    await flow.confirm();
    await flow.asks(`Error Code ${code}: ${words}`);
    expect(resubscribe).toHaveBeenCalledTimes(1);
  });

  it('a declined card keeps spec §8’s sentence', async () => {
    const flow = resubscribeFlow(jsdomPerson(), plan.productName);
    await refusedWith('5001');
    await flow.open();
    await flow.confirm();
    await flow.asks(paymentRefused('5001'));
  });

  it('is said in the reader’s language', async () => {
    await refusedWith('0064', 'zh_HK');
    const person = jsdomPerson();
    await person.clicks({ role: 'button', name: '重新訂閱' });
    await person.clicks({ role: 'button', name: /^支付 .+ 並重新訂閱$/ });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^錯誤代碼 0064：/);
    expect(alert.textContent).not.toMatch(/[A-Za-z]{2,}/);
  });
});
