import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Currency } from '../../../api/contract/common';
import type { ProductCode } from '../../../api/contract/products';
import type { SubscriptionTime } from '../../../api/contract/wire';

/** The spec's product vocabulary (§3), translated here so a language switch needs no reload. */
export const PRODUCT_NAMES: Record<ProductCode, MessageDescriptor> = {
  COMBO: msg`Combo Premium`,
  HK_ALL: msg`HKEx All-Platform`,
  A_ALL: msg`A-Shares All-Platform`,
  HK_MOBILE: msg`HKEx Mobile`,
  A_MOBILE: msg`A-Shares Mobile`,
};

const MARKET_NAMES: Record<string, MessageDescriptor> = {
  HK: msg`Hong Kong stocks (HKEx)`,
  A: msg`China A-shares`,
};

const PLATFORM_NAMES: Record<string, MessageDescriptor> = {
  web: msg`Web`,
  mobile: msg`Mobile app`,
};

/** A market or platform the server added later still shows, by its code. */
export const marketName = (code: string): MessageDescriptor | string => MARKET_NAMES[code] ?? code;
export const platformName = (code: string): MessageDescriptor | string =>
  PLATFORM_NAMES[code] ?? code;

export const CYCLES: readonly SubscriptionTime[] = [1, 6, 12];
export const CYCLE_NAMES: Record<SubscriptionTime, MessageDescriptor> = {
  1: msg`Monthly`,
  6: msg`Semi-annually`,
  12: msg`Annually`,
};
export const PER_CYCLE: Record<SubscriptionTime, MessageDescriptor> = {
  1: msg`per month`,
  6: msg`per 6 months`,
  12: msg`per year`,
};

export const CURRENCIES: readonly Currency[] = ['USD', 'SGD', 'HKD', 'CNY'];
