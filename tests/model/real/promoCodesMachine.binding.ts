import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Coupon, ScheduledRedemption } from '../../../src/api/contract/promotion';
import type { Wallet } from '../../../src/machines/promoCodesMachine';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { expect, HeldRequests, Sessions } from '../drivers/heldRequests';
import {
  type CodesTruth,
  freshTruth,
  noticeOf,
  REDEEMED,
  sees,
} from '../models/promoCodesMachine.model';
import type { ModelPath } from '../path';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof promoCodesPage>;
  truth: CodesTruth;
};

const wanted = (e: AnyEventObject) => (e as unknown as { output: Wallet }).output;
const firstRead = (path: ModelPath) =>
  path.events.find((e) => e.type === 'xstate.done.actor.loadWallet') as AnyEventObject | undefined;
const CODE = REDEEMED.promoCode;
const statuses = (coupons: Coupon[]) => coupons.map((c) => `${c.code}:${c.status}`).sort();

/** My Promo Codes in Chromium against the real server: active@ has six codes, cards@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const first = firstRead(path);
      const tab = await sessions.open(
        first && wanted(first).coupons.length ? 'active@demo.test' : 'cards@demo.test',
      );
      const held = new HeldRequests(tab);
      await held.hold('getCoupons', 'getMyPlans', 'redeemCoupon');
      await tab.goto(MY_CODES_URL);
      return { tab, held, page: promoCodesPage(playwrightPerson(tab)), truth: freshTruth() };
    },
    events: {
      'xstate.done.actor.loadWallet': async (h, e) => {
        const { status, body } = await h.held.release('getCoupons');
        expect(status, 'the server lists the codes').toBe(200);
        const coupons = body.coupons as Coupon[];
        expect(statuses(coupons), 'the codes and states the path expects').toEqual(
          statuses(wanted(e).coupons),
        );
        await h.held.release('getMyPlans');
        h.truth.wallet = wanted(e);
      },
      'xstate.error.actor.loadWallet': (h) => h.held.drop('getCoupons', false),
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
        await h.page.canConfirm(CODE, true);
        await h.page.confirm(CODE);
        sessions.changesData();
        const { status, body } = await h.held.release('redeemCoupon');
        expect(status, 'the server redeems it').toBe(200);
        h.truth.notice = noticeOf(body.redemption as ScheduledRedemption);
      },
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
