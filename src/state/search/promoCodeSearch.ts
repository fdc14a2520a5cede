import { PROMO_TABS } from './promoTabs';
import { oneOf, searchOf } from './searchValues';

/** /personalcentre/promocode?tab=… */
export const PromoCodeSearch = searchOf({ tab: oneOf(PROMO_TABS) });
export type PromoCodeSearch = ReturnType<typeof PromoCodeSearch>;
