import type { CouponStatus, ScheduledRedemption } from '../../src/api/contract/promotion';
import { formatDate } from '../../src/views/format';
import { button, type Find, link, type Person, text } from './person';

/** The promo-code area (desktop only, spec §2): one address per tab. */
export const PROMO_URL = '/pricing/personalcentre/promocode';
export const MY_CODES_URL = `${PROMO_URL}?tab=mycodes`;
export const SCHEDULE_URL = `${PROMO_URL}?tab=schedule`;

// What an investor reads there, in English, written out so a changed message fails a test.
const PROMO_WORDS = {
  loading: 'Loading your promo codes…',
  failed: 'Your promo codes could not be loaded',
  none: 'You have no promo codes yet.',
  noPlan: 'You have no plan to redeem this code on.',
  plansFailed: 'Your plans could not be loaded. Check your connection and try again.',
  redeemNetwork: 'The code could not be redeemed. Check your connection and try again.',
  scheduleLoading: 'Loading your redeem schedule…',
  scheduleFailed: 'Your redeem schedule could not be loaded',
  scheduleNone: 'No codes are redeemed on your plans.',
  deleteNetwork: 'The code could not be deleted. Check your connection and try again.',
} as const;

/** A code's state as its badge says it. */
const STATE_WORDS = { unused: 'Unused', redeemed: 'Redeemed', expired: 'Expired' } as const;

/** Spec §8's coupon messages as the redeem dialog shows them, by code. */
const COUPON_MESSAGES: Record<string, string> = {
  '0062': 'Error Code 0062: invalid coupon!',
  '0063': 'Error Code 0063: Coupon is invalid',
  '0068': 'Error Code 0068: Coupon only for new user',
  '0069': 'Error Code 0069: Referral coupon can only be used once',
  '0070': 'Error Code 0070: Offer only valid for your first order!',
  '0071': 'Error Code 0071: you do not qualify for the promotion',
};

const codeList: Find = { role: 'list', name: 'Promo codes' };
const codeItem = (code: string): Find => ({ role: 'listitem', name: code });
const redeemDialog = (code: string): Find => ({ role: 'dialog', name: `Redeem ${code} on a plan` });
const deleteDialog = (code: string): Find => ({
  role: 'dialog',
  name: `Delete ${code} from the schedule?`,
});

/** A redemption as its status line tells it. */
type Made = Pick<ScheduledRedemption, 'promoCode' | 'productName' | 'billingDate'>;

/** What an investor sees and does on My Promo Codes and in the redeem dialog. */
export function promoCodesPage(p: Person) {
  /** The status line after a redemption; given its billing date, all of it. */
  const redeemed = (code: string, product: string, billingDate?: string) =>
    p.announces(
      `${code} is redeemed on ${product}. Nothing is charged now` +
        (billingDate ? `: it applies on ${formatDate(billingDate, 'en')}.` : ''),
    );
  return {
    loading: () => p.announces(PROMO_WORDS.loading),
    loadFailed: () => p.sees({ role: 'alert' }, new RegExp(PROMO_WORDS.failed)),
    retry: () => p.clicks(button('Try again')),
    /** The codes listed (the order is not checked), each by its own list item; `others` not. */
    async lists(codes: string[], others: string[] = []) {
      for (const code of codes) await p.sees(codeItem(code));
      if (codes.length === 0) await p.sees(text(PROMO_WORDS.none));
      for (const code of others.filter((c) => !codes.includes(c))) await p.seesNo(codeItem(code));
    },
    seesCode: (code: string, words: string | RegExp) => p.sees(text(words, codeItem(code))),
    state: (code: string, state: 'Unused' | 'Redeemed' | 'Expired') =>
      p.sees(text(state, codeItem(code))),
    /**
     * Exactly these codes, each in its state (in any order), or that there are none; given the
     * last redemption (`made`), its status line.
     */
    async listsOnly(coupons: { code: string; status: CouponStatus }[], made?: Made | null) {
      if (coupons.length === 0) await p.sees(text(PROMO_WORDS.none));
      else await p.seesCount({ role: 'listitem', within: codeList }, coupons.length);
      for (const c of coupons) await p.sees(text(STATE_WORDS[c.status], codeItem(c.code)));
      if (made) await redeemed(made.promoCode, made.productName, made.billingDate);
    },
    filter: (name: string) => p.clicks({ role: 'radio', name: new RegExp(`^${name} \\(`) }),
    seesNoCode: (code: string) => p.seesNo(codeItem(code)),
    useAtCheckout: (code: string) => p.clicks(link(`Use at checkout: ${code}`)),
    canRedeem: (code: string) => p.sees(button(`Redeem on a plan: ${code}`)),
    cannotRedeem: (code: string) => p.seesNo(button(`Redeem on a plan: ${code}`)),
    openRedeem: (code: string) => p.clicks(button(`Redeem on a plan: ${code}`)),
    redeemOpen: (code: string) => p.sees(redeemDialog(code)),
    redeemClosed: () => p.seesNo({ role: 'dialog' }),
    loadingPlans: (code: string) => p.seesIn(redeemDialog(code), 'Loading your plans…'),
    plansFailed: (code: string) => p.seesIn(redeemDialog(code), PROMO_WORDS.plansFailed),
    retryPlans: (code: string) => p.clicks(button('Try again', redeemDialog(code))),
    /** A plan offered in the dialog, with what the code does there or why it cannot. */
    async plan(code: string, product: string, words: string | RegExp) {
      await p.sees({ role: 'radio', name: new RegExp(product), within: redeemDialog(code) });
      await p.sees(text(words, redeemDialog(code)));
    },
    choosePlan: (code: string, product: string) =>
      p.clicks({ role: 'radio', name: new RegExp(product), within: redeemDialog(code) }),
    planChosen: (code: string, product: string, chosen: boolean) =>
      p.seesChecked(
        { role: 'radio', name: new RegExp(product), within: redeemDialog(code) },
        chosen,
      ),
    confirm: (code: string) => p.clicks(button(`Redeem ${code}`, redeemDialog(code))),
    canConfirm: (code: string, enabled: boolean) =>
      p.seesEnabled(button(`Redeem ${code}`, redeemDialog(code)), enabled),
    redeeming: (code: string) => p.seesEnabled(button('Redeeming…', redeemDialog(code)), false),
    cancel: (code: string) => p.clicks(button('Cancel', redeemDialog(code))),
    /** The dialog's own Close (×), there in every state of the dialog. */
    close: (code: string) => p.clicks(button('Close', redeemDialog(code))),
    announces: (words: string) => p.announces(words),
    replaces: (code: string, scheduled: string) =>
      p.sees(text(new RegExp(`already has ${scheduled} scheduled`), redeemDialog(code))),
    /** The refusal in the dialog: a coupon message by code, 'network', or none. */
    async problem(code: string, problem: string | null) {
      if (problem === null) return p.seesNo({ role: 'alert', within: redeemDialog(code) });
      await p.seesIn(
        { role: 'alert', within: redeemDialog(code) },
        problem === 'network' ? PROMO_WORDS.redeemNetwork : (COUPON_MESSAGES[problem] ?? problem),
      );
    },
    redeemed,
  };
}

/** A row of the schedule, by its product and code. */
type Row = Pick<ScheduledRedemption, 'productName' | 'promoCode'>;

/** What an investor sees and does on Redeem Schedule. */
export function schedulePage(p: Person) {
  const table: Find = { role: 'table', name: 'Codes redeemed on your plans' };
  const row = (product: string, code: string): Find => ({
    role: 'row',
    name: new RegExp(`${product}.*${code}`),
    within: table,
  });
  const deleted = (code: string, product: string) =>
    p.announces(`${code} is no longer scheduled on ${product}. The code is unused again.`);
  return {
    loading: () => p.announces(PROMO_WORDS.scheduleLoading),
    loadFailed: () => p.sees({ role: 'alert' }, new RegExp(PROMO_WORDS.scheduleFailed)),
    retry: () => p.clicks(button('Try again')),
    empty: () => p.sees(text(PROMO_WORDS.scheduleNone, table)),
    /**
     * These rows by product and code and no others (or that nothing is scheduled); given the code
     * last taken off (`gone`), the status line that says so.
     */
    async lists(rows: Row[], gone?: Row | null) {
      if (rows.length === 0) await p.sees(text(PROMO_WORDS.scheduleNone, table));
      for (const r of rows) await p.sees(row(r.productName, r.promoCode));
      // The header row, then one row per code (or the one that says there is none).
      await p.seesCount({ role: 'row', within: table }, 1 + Math.max(rows.length, 1));
      if (gone) await deleted(gone.promoCode, gone.productName);
    },
    /** A row, by its product (the row header) and code. */
    row: (product: string, code: string) => p.sees(row(product, code)),
    noRow: (product: string, code: string) => p.seesNo(row(product, code)),
    /** A row waiting for its billing date: on the schedule with Delete, and no dialog open. */
    async waiting(product: string, code: string) {
      await p.sees(row(product, code));
      await p.sees(button(`Delete ${code} from ${product}`));
      await p.seesNo({ role: 'dialog' });
    },
    canDelete: (code: string, product: string) => p.sees(button(`Delete ${code} from ${product}`)),
    cannotDelete: (code: string, product: string) =>
      p.seesNo(button(`Delete ${code} from ${product}`)),
    openDelete: (code: string, product: string) =>
      p.clicks(button(`Delete ${code} from ${product}`)),
    confirming: (code: string) => p.sees(deleteDialog(code)),
    confirmDelete: (code: string) => p.clicks(button('Delete from schedule', deleteDialog(code))),
    /** Delete on the row, then Delete from schedule in its dialog. */
    async deletes(code: string, product: string) {
      await p.clicks(button(`Delete ${code} from ${product}`));
      await p.clicks(button('Delete from schedule', deleteDialog(code)));
    },
    keep: (code: string) => p.clicks(button('Keep it scheduled', deleteDialog(code))),
    deleting: (code: string) => p.seesEnabled(button('Deleting…', deleteDialog(code)), false),
    noDialog: () => p.seesNo({ role: 'dialog' }),
    async deleteProblem(code: string, problem: string | null) {
      if (problem === null) return p.seesNo({ role: 'alert', within: deleteDialog(code) });
      await p.seesIn(
        { role: 'alert', within: deleteDialog(code) },
        problem === 'network'
          ? PROMO_WORDS.deleteNetwork
          : `The code could not be deleted (Error Code ${problem}).`,
      );
    },
    deleted,
    /** Taken off: the status line says so, and the row is gone. */
    async takenOff(code: string, product: string) {
      await deleted(code, product);
      await p.seesNo(row(product, code));
    },
    announces: (words: string) => p.announces(words),
  };
}
