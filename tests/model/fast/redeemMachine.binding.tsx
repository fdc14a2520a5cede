import { cleanup } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import type { RedeemSchedule } from '../../../src/api/promoCodes';
import { accountWith, myPlan } from '../../factories/pricing';
import { ACTIVE_PLAN, activeCoupons } from '../../factories/promotion';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import { noticeOf } from '../models/promoCodesMachine.model';
import { answerIn, CODE, freshTruth, type RedeemTruth, sees } from '../models/redeemMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getAllCoupons' | 'getMyPlans' | 'getRedeemSchedule' | 'redeemCoupon'>;
  page: ReturnType<typeof promoCodesPage>;
  truth: RedeemTruth;
};

const ACCOUNT = accountWith(myPlan('HK_ALL', { ...ACTIVE_PLAN, currency: 'USD' }));
const scheduleIn = (e: AnyEventObject) => (e as unknown as { output: RedeemSchedule }).output;

/** My Promo Codes read afresh after a redemption: the code is redeemed now. */
async function walletAfter(h: H, redemption: ScheduledRedemption) {
  h.truth.notice = noticeOf(redemption);
  await h.api.calls.getAllCoupons.answer(
    activeCoupons().map((c) => (c.code === CODE ? { ...c, status: 'redeemed' } : c)),
  );
  await h.api.calls.getMyPlans.answer(ACCOUNT);
}

/** The redeem dialog of active@'s GIFT20PCT (jsdom): GET and POST pc/ap held. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getAllCoupons', 'getMyPlans', 'getRedeemSchedule', 'redeemCoupon');
    await renderApp({ url: MY_CODES_URL, api: api.fakes, getUserInfo: async () => signedInUser() });
    await api.calls.getAllCoupons.answer(activeCoupons());
    await api.calls.getMyPlans.answer(ACCOUNT);
    const page = promoCodesPage(jsdomPerson());
    await page.openRedeem(CODE);
    return { api, page, truth: freshTruth() };
  },
  events: {
    'xstate.done.actor.loadPlans': (h, e) => h.api.calls.getRedeemSchedule.answer(scheduleIn(e)),
    'xstate.error.actor.loadPlans': (h) => h.api.calls.getRedeemSchedule.fail(),
    'redeem.retry': (h) => h.page.retryPlans(CODE),
    'plan.choose': (h) => h.page.choosePlan(CODE, 'HKEx All-Platform'),
    'redeem.confirm': (h) => {
      h.truth.problem = null;
      return h.page.confirm(CODE);
    },
    'xstate.done.actor.redeemCoupon': async (h, e) => {
      const answer = answerIn(e);
      await h.api.calls.redeemCoupon.answer(answer);
      if (answer.ok) await walletAfter(h, answer.value as ScheduledRedemption);
      else h.truth.problem = answer.problem.code;
    },
    'xstate.error.actor.redeemCoupon': (h) => h.api.calls.redeemCoupon.fail(),
    'xstate.done.actor.checkRedeemed': async (h, e) => {
      const schedule = scheduleIn(e);
      await h.api.calls.getRedeemSchedule.answer(schedule);
      const found = schedule.applyingSubscriptions[0];
      if (found) await walletAfter(h, found);
      else h.truth.problem = 'network';
    },
    'xstate.error.actor.checkRedeemed': async (h) => {
      await h.api.calls.getRedeemSchedule.fail();
      h.truth.problem = 'network';
    },
    'dialog.close': (h) => h.page.close(CODE),
  },
  states: sees,
  stop: async () => cleanup(),
};
