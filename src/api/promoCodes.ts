import { type ApiClient, api } from './client';
import type {
  Coupon,
  RedeemablePlan,
  ReferralInfo,
  ScheduledRedemption,
} from './contract/promotion';
import type { Result } from './contract/result';
import { toResult } from './problem';
import { promotionEndpoints as endpoints } from './promotion';

/** The redeem schedule, and the plans a code could be redeemed on (GET pc/ap). */
export interface RedeemSchedule {
  applyingSubscriptions: ScheduledRedemption[];
  subscriptions: RedeemablePlan[];
}

/**
 * The promo-code screens' calls (spec §7 Promotion). Kept apart from promotion.ts, whose one call
 * offer selection makes loads with the pricing page: these load with the promo-code screens.
 */
export interface PromoCodesCalls {
  /** Every code of the user, in every state (My Promo Codes). */
  getAllCoupons(): Promise<Coupon[]>;
  /** The redeem schedule; with a code, also the plans it could be redeemed on and why not. */
  getRedeemSchedule(coupon?: string): Promise<RedeemSchedule>;
  /** Redeem a code on a plan: nothing is charged now; refused with a coupon code (spec §8). */
  redeemCoupon(orderId: number, couponCode: string): Promise<Result<ScheduledRedemption>>;
  /** Take a scheduled code off a plan: the code is unused again. */
  deleteRedemption(orderId: number, couponCode: string): Promise<Result<{ deleted: number }>>;
  /** The referral link, its visits and referrals, and the bonus codes it earned (in HKD). */
  getReferralInfo(): Promise<ReferralInfo>;
}

function createPromoCodesApi(client: ApiClient): PromoCodesCalls {
  return {
    async getAllCoupons() {
      return (await client.call((await endpoints()).getCoupons, {})).coupons;
    },
    // Screens name products in the reader's language from productCode, so no lang is sent.
    async getRedeemSchedule(coupon) {
      const query = coupon ? { coupon } : {};
      const answer = await client.call((await endpoints()).getRedeemSchedule, query);
      return {
        applyingSubscriptions: answer.applyingSubscriptions,
        subscriptions: answer.subscriptions,
      };
    },
    async redeemCoupon(orderId, couponCode) {
      const call = endpoints().then((e) => client.call(e.redeemCoupon, { orderId, couponCode }));
      const result = await toResult(call);
      return result.ok ? { ok: true, value: result.value.redemption } : result;
    },
    async deleteRedemption(orderId, couponCode) {
      const call = endpoints().then((e) =>
        client.call(e.deleteRedemption, { orderId, couponCode }),
      );
      const result = await toResult(call);
      return result.ok ? { ok: true, value: { deleted: result.value.deleted } } : result;
    },
    async getReferralInfo() {
      return client.call((await endpoints()).getReferralInfo);
    },
  };
}

const promoCodesApi = createPromoCodesApi(api);
export const getAllCoupons = promoCodesApi.getAllCoupons;
export const getRedeemSchedule = promoCodesApi.getRedeemSchedule;
export const redeemCoupon = promoCodesApi.redeemCoupon;
export const deleteRedemption = promoCodesApi.deleteRedemption;
export const getReferralInfo = promoCodesApi.getReferralInfo;
