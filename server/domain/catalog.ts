import type { Currency, Lang } from '../../src/api/contract/common';
import type { ProductCode } from '../../src/api/contract/products';

export const CURRENCIES: readonly Currency[] = ['USD', 'SGD', 'HKD', 'CNY'];
export const CYCLES = [1, 6, 12] as const;
export type Cycle = (typeof CYCLES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
export const REWARD_CURRENCY: Currency = 'HKD';

/**
 * Fixed conversion rates, used only to express caps set in one currency in another (the referral
 * code's "up to USD 60", reward codes in HKD) and to derive the seeded price table.
 */
const UNITS_PER_USD: Record<Currency, number> = { USD: 1, SGD: 1.35, HKD: 7.8, CNY: 7.2 };

export function convert(amount: number, from: Currency, to: Currency): number {
  return Math.round((amount / UNITS_PER_USD[from]) * UNITS_PER_USD[to]);
}

export interface ProductDef {
  code: ProductCode;
  names: Record<Lang, string>;
  rank: number;
  markets: string[];
  platforms: string[];
  trialDays: number;
  firstMonthDiscountPercent: number;
  monthlyUsd: number;
}

export const PRODUCTS: readonly ProductDef[] = [
  {
    code: 'COMBO',
    names: { en: 'Combo Premium', zh_CN: '组合尊享版', zh_HK: '組合尊享版' },
    rank: 3,
    markets: ['HK', 'A'],
    platforms: ['web', 'mobile'],
    trialDays: 14,
    firstMonthDiscountPercent: 50,
    monthlyUsd: 4900,
  },
  {
    code: 'HK_ALL',
    names: { en: 'HKEx All-Platform', zh_CN: '港股全平台', zh_HK: '港股全平台' },
    rank: 2,
    markets: ['HK'],
    platforms: ['web', 'mobile'],
    trialDays: 7,
    firstMonthDiscountPercent: 30,
    monthlyUsd: 2900,
  },
  {
    code: 'A_ALL',
    names: { en: 'A-Shares All-Platform', zh_CN: 'A股全平台', zh_HK: 'A股全平台' },
    rank: 2,
    markets: ['A'],
    platforms: ['web', 'mobile'],
    trialDays: 7,
    firstMonthDiscountPercent: 30,
    monthlyUsd: 2900,
  },
  {
    code: 'HK_MOBILE',
    names: { en: 'HKEx Mobile', zh_CN: '港股手机版', zh_HK: '港股手機版' },
    rank: 1,
    markets: ['HK'],
    platforms: ['mobile'],
    trialDays: 0,
    firstMonthDiscountPercent: 0,
    monthlyUsd: 1500,
  },
  {
    code: 'A_MOBILE',
    names: { en: 'A-Shares Mobile', zh_CN: 'A股手机版', zh_HK: 'A股手機版' },
    rank: 1,
    markets: ['A'],
    platforms: ['mobile'],
    trialDays: 0,
    firstMonthDiscountPercent: 0,
    monthlyUsd: 1500,
  },
];

export function productName(code: string, lang: Lang = 'en'): string {
  return PRODUCTS.find((p) => p.code === code)?.names[lang] ?? code;
}

/** Longer commitments are cheaper per month: 10% off semi-annual, 20% off annual. */
const CYCLE_FACTOR: Record<Cycle, number> = { 1: 1, 6: 0.9, 12: 0.8 };

/** Seeded list prices, rounded to whole units of each currency. */
export function listPrice(product: ProductDef, cycle: Cycle, currency: Currency): number {
  const raw = product.monthlyUsd * cycle * CYCLE_FACTOR[cycle] * UNITS_PER_USD[currency];
  return Math.round(raw / 100) * 100;
}

export const CYCLE_NAMES: Record<Cycle, string> = {
  1: 'Monthly',
  6: 'Semi-annually',
  12: 'Annually',
};

export function isCycle(n: number): n is Cycle {
  return n === 1 || n === 6 || n === 12;
}
