import type { ReferralInfo, ScheduledRedemption } from '../../src/api/contract/promotion';
import { button, type Find, type Person, text } from './person';
import { PROMO_URL, promoCodesPage } from './promotion';

/** A bonus code's status, as the line under it explains it. */
const BONUS_REASON: Record<ReferralInfo['rewards'][number]['status'], RegExp> = {
  pending: /^Available (on|once) /,
  available: /, one year after it became available\.$/,
  redeemed: /^Paid against order \d+\.$/,
  payout: /^Paid out to you in cash\.$/,
  invalid: /^Your friend’s plan ended /,
  expired: /, one year after it became available\.$/,
};

export const REFERRAL_URL = `${PROMO_URL}?tab=referral`;
/** Offer selection, reached by following referrer@'s link (the referral stays in the address). */
export const REFERRED_OFFER_URL = '/pricing/products/offerselection?referral=DEMOREF1';

/** What an investor sees and does on Referral Program. */
export function referralPage(p: Person) {
  const bonusTable: Find = { role: 'table', name: 'Bonus codes' };
  const bonusRow = (code: string): Find => ({
    role: 'row',
    name: new RegExp(code),
    within: bonusTable,
  });
  // A bonus code is redeemed in the same dialog, with the same notice, as a promo code.
  const promo = promoCodesPage(p);
  const page = {
    loading: () => p.announces('Loading your referral programme…'),
    loadFailed: () => p.sees({ role: 'alert' }, /Your referral programme could not be loaded/),
    retry: () => p.clicks(button('Try again')),
    /** The link is shown, with its QR code. */
    async showsLink() {
      await p.sees({ role: 'textbox', name: 'Your referral link' });
      await p.sees(button('Copy link'));
    },
    copy: () => p.clicks(button('Copy link')),
    copied: () => p.announces('Copied URL'),
    copyFailed: () =>
      p.announces('The link could not be copied. Select it above and copy it yourself.'),
    notCopied: () => p.seesNo(text('Copied URL')),
    copyingWaits: () => p.seesEnabled(button('Copy link'), false),
    canShare: (can: boolean) => (can ? p.sees(button('Share…')) : p.seesNo(button('Share…'))),
    share: () => p.clicks(button('Share…')),
    sharing: () => p.seesEnabled(button('Share…'), false),
    /** The figures: visits, referrals, total and available bonus (as written on the page). */
    async figures(visits: number, referrals: number) {
      await p.seesTerm('Visits to your link', String(visits));
      await p.seesTerm('Friends who signed up', String(referrals));
    },
    /**
     * The programme as read: its link, its figures and these bonus codes each in its status (only
     * an available one with Redeem); given a redemption made here, its notice.
     */
    async shows(
      info: ReferralInfo,
      redeemed?: Pick<ScheduledRedemption, 'promoCode' | 'productName' | 'billingDate'> | null,
    ) {
      await page.showsLink();
      await page.figures(info.visitCount, info.totalReferrals);
      for (const { code, status } of info.rewards) {
        await p.sees(text(BONUS_REASON[status], bonusRow(code)));
        const redeem = button(`Redeem on a plan: ${code}`, bonusTable);
        await (status === 'available' ? p.sees(redeem) : p.seesNo(redeem));
      }
      if (redeemed)
        await promo.redeemed(redeemed.promoCode, redeemed.productName, redeemed.billingDate);
    },
    openRedeem: (code: string) => p.clicks(button(`Redeem on a plan: ${code}`, bonusTable)),
    redeemOpen: promo.redeemOpen,
    confirmRedeem: promo.confirm,
    closeRedeem: promo.close,
    /** Nothing under way: no "Copied URL", and Share… only where the browser has a sheet. */
    async idle(canShare: boolean) {
      await page.notCopied();
      await page.canShare(canShare);
    },
    bonusRow: (code: string, words: string | RegExp) => p.sees(bonusRow(code), words),
    noBonus: () =>
      p.sees(
        text(
          'No bonus yet: when a friend you referred pays for a plan, you earn HKD 200.',
          bonusTable,
        ),
      ),
  };
  return page;
}

/** The welcome a referred user is shown once, over offer selection. */
export function referralWelcome(p: Person) {
  const dialog: Find = { role: 'dialog', name: 'Welcome! A friend referred you' };
  return {
    async shown() {
      await p.sees(dialog);
      await p.seesIn(dialog, 'It does not apply to subscriptions bought in an app store.');
    },
    notShown: () => p.seesNo(dialog),
    /**
     * Not shown, once offer selection has the account (its plan controls are drawn from the same
     * answer that starts the welcome): an absence checked before then would prove nothing.
     */
    async gone() {
      await p.sees({ role: 'group', name: 'Billing cycle' });
      await p.seesNo(dialog);
    },
    close: () => p.clicks(button('Got it', dialog)),
  };
}
