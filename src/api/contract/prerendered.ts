import type { Lang } from './common';

/**
 * The prerendered pricing page (the server draws it, the app carries on from it): the id of the
 * JSON data block holding the state the server ran, shared by both sides like the cookie names.
 */
export const PRERENDERED_ID = 'sr-prerendered';

/**
 * Set on <html> (to "on") once a screen has been taken over by the app: the drawn page's starter
 * then makes the choices a person made before it again, and browser tests act after it.
 */
export const TAKEN_OVER_ATTRIBUTE = 'data-app';

/**
 * The module `vite build --ssr src/app/prerender/pricingPage.tsx` writes (dist-ssr/pricingPage.js)
 * and the reference server runs: what it is given and what it gives back.
 */
interface PricingPageInput {
  locale: Lang;
  /** GET pc/pl's answer for a visitor, in `locale` (the module checks it against the contract). */
  priceList: unknown;
  /** The visitor's device looks like a phone (its user agent): draw the phone layout. */
  mobile: boolean;
}

interface PricingPage {
  /** BCP 47, for <html lang>. */
  lang: string;
  title: string;
  themeClass: string;
  /** The app's markup for #root. */
  body: string;
  /** The JSON the app resumes from, safe inside <script>. */
  data: string;
}

export type RenderPricingPage = (input: PricingPageInput) => Promise<PricingPage>;
