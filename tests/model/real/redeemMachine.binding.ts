import type { Browser } from '@playwright/test';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import type { RedeemSchedule } from '../../../src/api/promoCodes';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { callApi, expect, type RealScreen, Sessions } from '../drivers/heldRequests';
import { noticeOf } from '../models/promoCodesMachine.model';
import { CODE, does, freshTruth, PRODUCT, type Seen, sees } from '../models/redeemMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;

/**
 * The redeem dialog of active@'s GIFT20PCT in Chromium against the real server (GET and POST
 * pc/ap held). What a path says happened elsewhere is made real on the server before the held
 * request goes on: the code spent in another tab (0063), or a lost answer's redeem gone through.
 */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  /** The redeem the page sent, done on the server from another tab. */
  const redeemElsewhere = async (h: H) => {
    sessions.changesData();
    await callApi(h.tab, baseURL, 'post', '/api/v2/ch/pc/ap', h.held.sent('redeemCoupon', 0));
  };
  return {
    async start() {
      const held = ['getRedeemSchedule', 'redeemCoupon'];
      const screen = await sessions.openScreen(
        'active@demo.test',
        MY_CODES_URL,
        promoCodesPage,
        ...held,
      );
      await screen.page.openRedeem(CODE);
      return { ...screen, truth: freshTruth() };
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
        await h.held.waiting('redeemCoupon');
        if (!e.output.ok) await redeemElsewhere(h);
        sessions.changesData();
        const result = await h.held.releaseAs('redeemCoupon', e.output);
        if (!result.ok) h.truth.problem = result.problem.code;
        else
          h.truth.notice = noticeOf(
            (result.value as { redemption: ScheduledRedemption }).redemption,
          );
      },
      'xstate.error.actor.redeemCoupon': (h) => h.held.drop('redeemCoupon', false),
      'xstate.done.actor.checkRedeemed': async (h, e) => {
        const went = e.output.applyingSubscriptions.length > 0;
        if (went) await redeemElsewhere(h);
        const { body } = await h.held.release('getRedeemSchedule');
        const rows = (body.applyingSubscriptions as ScheduledRedemption[]).filter(
          (r) => r.promoCode === CODE && r.status === 'scheduled',
        );
        expect(rows.length, 'the schedule shows the code as the path says').toBe(went ? 1 : 0);
        if (rows[0]) h.truth.notice = noticeOf(rows[0]);
        else h.truth.problem = 'network';
      },
      'xstate.error.actor.checkRedeemed': async (h) => {
        await h.held.drop('getRedeemSchedule', false);
        h.truth.problem = 'network';
      },
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
