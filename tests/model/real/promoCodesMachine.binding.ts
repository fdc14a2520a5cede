import type { Browser } from '@playwright/test';
import { MY_CODES_URL, promoCodesPage } from '../../pages/promotion';
import { firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import { realRead } from '../drivers/ownScreens';
import { does, REDEEMED, type Seen, sees } from '../models/promoCodesMachine.model';
import type { Binding } from '../runner';

/** My Promo Codes in Chromium against the real server: active@ has six codes, cards@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const first = firstOutput<{ coupons: unknown[] }>(path, 'xstate.done.actor.loadWallet');
      const email = first?.coupons.length ? 'active@demo.test' : 'cards@demo.test';
      const held = ['getCoupons', 'redeemCoupon'];
      return sessions.openScreen(email, MY_CODES_URL, promoCodesPage, ...held);
    },
    events: {
      ...does,
      // The plans, read with the codes, are not held.
      ...realRead('loadWallet', 'getCoupons', 'the server lists the codes'),
      'xstate.done.actor.redeem': async (h, e) => {
        if (!e.output) return h.page.close(REDEEMED.promoCode);
        await h.page.confirm(REDEEMED.promoCode);
        sessions.changesData();
        const { redemption } = await h.held.releaseOk('redeemCoupon', 'the server redeems it');
        h.served = { billingDate: (redemption as { billingDate: string }).billingDate };
      },
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
