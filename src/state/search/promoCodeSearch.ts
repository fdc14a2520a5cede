import * as v from 'valibot';
import { dropWhenMalformed } from './searchValues';

/** The promo-code area's three tabs (spec §2), in display order; also the `tab` search values. */
export const PROMO_TABS = ['mycodes', 'schedule', 'referral'] as const;
export type PromoTab = (typeof PROMO_TABS)[number];

/** /personalcentre/promocode?tab=… */
export const PromoCodeSearch = v.object({ tab: dropWhenMalformed(v.picklist(PROMO_TABS)) });
export type PromoCodeSearch = v.InferOutput<typeof PromoCodeSearch>;
