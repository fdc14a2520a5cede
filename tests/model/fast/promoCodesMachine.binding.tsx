import { cleanup } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import type { Wallet } from '../../../src/machines/promoCodesMachine';
import { accountWith, myPlan, newAccount } from '../../factories/pricing';
import { aRedeemSchedule } from '../../factories/promotion';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import {
  type CodesTruth,
  freshTruth,
  noticeOf,
  REDEEMED,
  sees,
} from '../models/promoCodesMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getAllCoupons' | 'getMyPlans' | 'getRedeemSchedule' | 'redeemCoupon'>;
  page: ReturnType<typeof promoCodesPage>;
  truth: CodesTruth;
};

const walletIn = (e: AnyEventObject) => (e as unknown as { output: Wallet }).output;
const CODE = REDEEMED.promoCode;

/** My Promo Codes in the real router and views (jsdom): GET pc/uc1 and pc/up held, pc/ap too. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getAllCoupons', 'getMyPlans', 'getRedeemSchedule', 'redeemCoupon');
    await renderApp({ url: MY_CODES_URL, api: api.fakes, getUserInfo: async () => signedInUser() });
    return { api, page: promoCodesPage(jsdomPerson()), truth: freshTruth() };
  },
  events: {
    'xstate.done.actor.loadWallet': async (h, e) => {
      const wallet = walletIn(e);
      h.truth.wallet = wallet;
      const plan = wallet.plans[0];
      await h.api.calls.getAllCoupons.answer(wallet.coupons);
      await h.api.calls.getMyPlans.answer(
        plan
          ? accountWith(myPlan('HK_ALL', { ...plan, currency: 'USD' }))
          : newAccount({ isNewUser: false }),
      );
    },
    'xstate.error.actor.loadWallet': (h) => h.api.calls.getAllCoupons.fail(),
    'codes.retry': (h) => h.page.retry(),
    'codes.filter': (h) => {
      h.truth.filter = 'expired';
      h.truth.notice = null;
      return h.page.filter('Expired');
    },
    'code.redeem': (h) => {
      h.truth.notice = null;
      return h.page.openRedeem(CODE);
    },
    'xstate.done.actor.redeem': async (h, e) => {
      if (!(e as { output?: unknown }).output) return h.page.close(CODE);
      await h.api.calls.getRedeemSchedule.answer(aRedeemSchedule());
      await h.page.confirm(CODE);
      await h.api.calls.redeemCoupon.answer({ ok: true, value: REDEEMED });
      h.truth.notice = noticeOf(REDEEMED);
    },
  },
  states: sees,
  stop: async () => cleanup(),
};
