import type { ReferralWelcome } from '../../src/api/contract/plans';
import type { ReferralInfo } from '../../src/api/contract/promotion';

/**
 * The referral screens' test data, shaped like the reference server's answers for the demo
 * accounts (server/seed/demo.ts); each takes overrides for what a test is about.
 */

/** new@'s programme: a link, and nothing yet. */
const referralInfo = (overrides: Partial<ReferralInfo> = {}): ReferralInfo => ({
  myLink: 'http://127.0.0.1/pricing/?referral=DEMOREF1',
  visitCount: 0,
  totalReferrals: 0,
  totalReward: 0,
  availableReward: 0,
  rewardCurrency: 'HKD',
  rewards: [],
  payout: {
    cumulative: 0,
    eligible: false,
    threshold: 80000,
    currency: 'HKD',
    via: 'customer_service',
  },
  ...overrides,
});

/** referrer@'s bonus code RBDEMOAVL1, available for 40 days (the server's dates left out). */
export const anAvailableBonus = (
  overrides: Partial<ReferralInfo['rewards'][number]> = {},
): ReferralInfo['rewards'][number] => ({
  code: 'RBDEMOAVL1',
  currency: 'HKD',
  amount: 20000,
  referralAccount: 'fr*****@demo.test',
  createDate: '2026-10-19T00:00:00.000Z',
  availableDate: '2026-10-19T00:00:00.000Z',
  expireDate: '2027-10-19T00:00:00.000Z',
  status: 'available',
  redeemBy: null,
  ...overrides,
});

/**
 * referrer@'s: twelve visits, seven friends, a bonus in every status (of the codes, only
 * RBDEMOAVL1: available, or `redeemed` on their plan).
 */
export const referrerInfo = (redeemed = false): ReferralInfo => {
  const info = referralInfo({
    visitCount: 12,
    totalReferrals: 7,
    totalReward: 130000,
    availableReward: redeemed ? 20000 : 40000,
    rewards: [anAvailableBonus(redeemed ? { status: 'redeemed', redeemBy: 'Order 5' } : {})],
  });
  return { ...info, payout: { ...info.payout, cumulative: 110000, eligible: true } };
};

/** The welcome offer of a user referred yesterday (new@ after following referrer@'s link). */
export const referralWelcomeOffer = (
  overrides: Partial<ReferralWelcome> = {},
): ReferralWelcome => ({
  percent: 50,
  cap: 6000,
  currency: 'USD',
  until: '2027-11-24T00:00:00.000Z',
  ...overrides,
});
