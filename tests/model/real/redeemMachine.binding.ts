import type { Browser } from '@playwright/test';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import type { RedeemSchedule } from '../../../src/api/promoCodes';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { expect, type RealScreen, Sessions, sendFromAnotherTab } from '../drivers/heldRequests';
import { CODE, does, PRODUCT, type Seen, sees } from '../models/redeemMachine.model';
import type { Binding } from '../runner';

/** The demo account with one plan and GIFT20PCT unused. */
const ACTIVE = 'active@demo.test';

/**
 * The redeem dialog of active@'s GIFT20PCT in Chromium against the real server (GET and POST
 * pc/ap held). What a path says happened elsewhere is made real on the server before the held
 * request goes on: the code spent in another tab (0063), or a lost answer's redeem gone through.
 */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start() {
      const held = ['getRedeemSchedule', 'redeemCoupon'];
      const screen = await sessions.openScreen(ACTIVE, MY_CODES_URL, promoCodesPage, ...held);
      await screen.page.openRedeem(CODE);
      return screen;
    },
    events: {
      ...does,
      'xstate.done.actor.loadPlans': async (h) => {
        const { body } = await h.held.release('getRedeemSchedule');
        const plans = body.subscriptions as RedeemSchedule['subscriptions'];
        expect(plans.filter((p) => p.eligible).map((p) => p.productName)).toEqual([PRODUCT]);
      },
      'xstate.error.actor.loadPlans': (h) => h.held.drop('getRedeemSchedule', false),
      'xstate.done.actor.redeemCoupon': async (h, e) => {
        sessions.changesData();
        // The same redeem, from another tab, spends the code first.
        if (!e.output.ok) await sendFromAnotherTab(h, baseURL, 'redeemCoupon');
        const result = await h.held.releaseAs('redeemCoupon', e.output);
        if (result.ok) h.made = (result.value as { redemption: ScheduledRedemption }).redemption;
      },
      'xstate.error.actor.redeemCoupon': (h) => h.held.drop('redeemCoupon', false),
      'xstate.done.actor.checkRedeemed': async (h, e) => {
        if (e.output.applyingSubscriptions.length > 0) {
          // The redeem whose answer was lost had gone through: made so from another tab.
          sessions.changesData();
          await sendFromAnotherTab(h, baseURL, 'redeemCoupon', h.held.count('redeemCoupon') - 1);
        }
        // Whether it went through, the state seen next says; its billing date is the server's.
        const { body } = await h.held.release('getRedeemSchedule');
        h.made = (body.applyingSubscriptions as ScheduledRedemption[]).find(
          (r) => r.promoCode === CODE && r.status === 'scheduled',
        );
      },
      'xstate.error.actor.checkRedeemed': (h) => h.held.drop('getRedeemSchedule', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
