import { oneOf, searchOf } from './searchValues';

/** The plan's billing page shows its charges or its activity: ?view=activity. */
const BILLING_VIEWS = ['charges', 'activity'] as const;
export type BillingView = (typeof BILLING_VIEWS)[number];

/** /personalcentre/myplans/billing/{id}?view=… */
export const BillingSearch = searchOf({ view: oneOf(BILLING_VIEWS) });
export type BillingSearch = ReturnType<typeof BillingSearch>;
