import * as v from 'valibot';
import { PROMO_TABS } from './promoTabs';
import { dropWhenMalformed } from './searchValues';

/** /personalcentre/promocode?tab=… */
export const PromoCodeSearch = v.object({ tab: dropWhenMalformed(v.picklist(PROMO_TABS)) });
export type PromoCodeSearch = v.InferOutput<typeof PromoCodeSearch>;
