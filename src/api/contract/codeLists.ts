// No valibot here: the routes check links against these lists on the first page, which must not
// load a schema library for that (npm run size).

export const CURRENCIES = ['USD', 'SGD', 'HKD', 'CNY'] as const;

export const PRODUCT_CODES = ['COMBO', 'HK_ALL', 'A_ALL', 'HK_MOBILE', 'A_MOBILE'] as const;

/** Months per billing cycle: Monthly, Semi-annually, Annually (spec §3). */
export const SUBSCRIPTION_TIMES = [1, 6, 12] as const;
