import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import type { Result } from '../../../src/api/contract/result';
import { redeemMachine } from '../../../src/machines/redeemMachine';
import {
  ACTIVE_PLAN,
  activeCoupons,
  aRedeemablePlan,
  aRedeemSchedule,
  aRedemption,
} from '../../factories/promotion';
import type { promoCodesPage } from '../../pages/promotion';
import { onlyWhile } from '../cannot';
import type { MachineModel, ModelPath, StateCheck } from '../machineModel';

// active@ redeems GIFT20PCT: its one plan (monthly HKEx All-Platform, USD) is the only choice.
export const CODE = activeCoupons()[1]!.code;
export const PRODUCT = 'HKEx All-Platform';
const REDEMPTION = aRedemption();
/** The plans read when the dialog opens (and after a lost answer, when the code was not used). */
const PLANS = aRedeemSchedule();
/** The read after a lost answer, when the redeem had gone through: the code is on the schedule. */
const FOUND = aRedeemSchedule({
  applyingSubscriptions: [REDEMPTION],
  subscriptions: [
    aRedeemablePlan({ eligible: false, errorCode: '0063', message: 'Coupon is invalid' }),
  ],
});
const refusal = (code: string): Result<never> => ({ ok: false, problem: { code, message: '' } });

export const model: MachineModel<typeof redeemMachine> = {
  machine: redeemMachine,
  starts: [{ description: `${CODE} on active@'s one plan`, input: { code: CODE } }],
  simplePaths: false,
  serialize: (s) =>
    JSON.stringify([s.value, s.context.orderId !== null, s.context.problem?.code ?? null]),
  events: [
    { type: 'xstate.done.actor.loadPlans', output: PLANS },
    { type: 'xstate.error.actor.loadPlans', error: new TypeError('offline') },
    { type: 'redeem.retry' },
    { type: 'plan.choose', orderId: ACTIVE_PLAN.orderId },
    { type: 'redeem.confirm' },
    { type: 'xstate.done.actor.redeemCoupon', output: { ok: true, value: REDEMPTION } },
    { type: 'xstate.done.actor.redeemCoupon', output: refusal('0063') },
    { type: 'xstate.error.actor.redeemCoupon', error: new TypeError('offline') },
    { type: 'xstate.done.actor.checkRedeemed', output: FOUND },
    { type: 'xstate.done.actor.checkRedeemed', output: PLANS },
    { type: 'xstate.error.actor.checkRedeemed', error: new TypeError('offline') },
    { type: 'dialog.close' },
  ] as never,
  cannot: [
    {
      scope: 'model',
      when: ({ state }) => state.status !== 'active',
      why: 'Once redeemed or closed the dialog is gone: nothing more can be done in it.',
    },
    onlyWhile(
      ['redeem.confirm'],
      (s) => s.context.problem?.code !== '0063',
      'A spent code (0063) is not confirmed again in a path: the server would only say 0063 once more.',
    ),
  ],
};

type Check = StateCheck<typeof redeemMachine, Seen>;

/** `made`, in the real runner: the redemption the server made (its billing date is the server's). */
export type Seen = { page: ReturnType<typeof promoCodesPage>; made?: ScheduledRedemption };

/**
 * The refusal on screen ('network': no answer), or null. Picking the plan already chosen (the
 * only one) sends the app nothing, so after that step the dialog still shows the one before.
 */
function problemShown(path: ModelPath, state: number) {
  let at = state;
  while (at > 0 && path.events[at - 1]?.type === 'plan.choose') at--;
  return path.states[at]?.context.problem?.code ?? null;
}

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  loading: (h) => h.page.loadingPlans(CODE),
  failed: (h) => h.page.plansFailed(CODE),
  choosing: async (h, _snapshot, path, at) => {
    await h.page.plan(CODE, PRODUCT, /off the charge on/);
    await h.page.planChosen(CODE, PRODUCT, true);
    await h.page.problem(CODE, problemShown(path, at));
  },
  redeeming: (h) => h.page.redeeming(CODE),
  checking: (h) => h.page.redeeming(CODE),
  redeemed: async (h, { context }) => {
    await h.page.redeemClosed();
    await h.page.redeemed(CODE, PRODUCT, (h.made ?? context.redemption!).billingDate);
    await h.page.state(CODE, 'Redeemed');
  },
  closed: async (h) => {
    await h.page.redeemClosed();
    await h.page.canRedeem(CODE);
  },
};

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: Seen) => Promise<void>> = {
  'redeem.retry': (h) => h.page.retryPlans(CODE),
  'plan.choose': (h) => h.page.choosePlan(CODE, PRODUCT),
  'redeem.confirm': (h) => h.page.confirm(CODE),
  'dialog.close': (h) => h.page.close(CODE),
};
