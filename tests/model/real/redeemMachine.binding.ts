import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import type { RedeemSchedule } from '../../../src/api/promoCodes';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { callApi, expect, HeldRequests, resultOf, Sessions } from '../drivers/heldRequests';
import { noticeOf } from '../models/promoCodesMachine.model';
import {
  answerIn,
  CODE,
  freshTruth,
  PRODUCT,
  type RedeemTruth,
  sees,
} from '../models/redeemMachine.model';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof promoCodesPage>;
  truth: RedeemTruth;
};

const scheduleIn = (e: AnyEventObject) => (e as unknown as { output: RedeemSchedule }).output;

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
      const tab = await sessions.open('active@demo.test');
      const held = new HeldRequests(tab);
      await held.hold('getRedeemSchedule', 'redeemCoupon');
      await tab.goto(MY_CODES_URL);
      const page = promoCodesPage(playwrightPerson(tab));
      await page.openRedeem(CODE);
      return { tab, held, page, truth: freshTruth() };
    },
    events: {
      'xstate.done.actor.loadPlans': async (h) => {
        const { body } = await h.held.release('getRedeemSchedule');
        const plans = body.subscriptions as RedeemSchedule['subscriptions'];
        expect(plans.filter((p) => p.eligible).map((p) => p.productName)).toEqual([PRODUCT]);
      },
      'xstate.error.actor.loadPlans': (h) => h.held.drop('getRedeemSchedule', false),
      'redeem.retry': (h) => h.page.retryPlans(CODE),
      'plan.choose': (h) => h.page.choosePlan(CODE, PRODUCT),
      'redeem.confirm': (h) => {
        h.truth.problem = null;
        return h.page.confirm(CODE);
      },
      'xstate.done.actor.redeemCoupon': async (h, e) => {
        const wanted = answerIn(e);
        await h.held.waiting('redeemCoupon');
        if (!wanted.ok) await redeemElsewhere(h);
        sessions.changesData();
        const result = resultOf((await h.held.release('redeemCoupon')).body);
        expect(result.ok ? 'ok' : result.problem.code, 'the server answers as the path says').toBe(
          wanted.ok ? 'ok' : wanted.problem.code,
        );
        if (result.ok)
          h.truth.notice = noticeOf(
            (result.value as { redemption: ScheduledRedemption }).redemption,
          );
        else h.truth.problem = result.problem.code;
      },
      'xstate.error.actor.redeemCoupon': (h) => h.held.drop('redeemCoupon', false),
      'xstate.done.actor.checkRedeemed': async (h, e) => {
        const went = scheduleIn(e).applyingSubscriptions.length > 0;
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
      'dialog.close': (h) => h.page.close(CODE),
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
