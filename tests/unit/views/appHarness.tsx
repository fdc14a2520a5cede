import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { BillingApi } from '../../../src/api/billing';
import type { ContactSaveApi } from '../../../src/api/contact';
import type { PlanActivityApi } from '../../../src/api/planActivity';
import { EMPTY_USER_INFO, type UserInfo } from '../../../src/api/user';
import { createAuth } from '../../../src/app/auth';
import { BASE_PATH } from '../../../src/app/basePath';
import { createLanguage } from '../../../src/app/language';
import { createLazyAuth } from '../../../src/app/lazyAuth';
import { bindBillingHistory, bindInvoice, bindPlanActivity } from '../../../src/app/live/billing';
import { bindCards, type CardListApi } from '../../../src/app/live/cards';
import { bindCatalog, type CatalogApi } from '../../../src/app/live/catalog';
import { bindCheckout, type CheckoutApi } from '../../../src/app/live/checkout';
import { bindContact } from '../../../src/app/live/contact';
import { bindMyPlans, type MyPlansApi } from '../../../src/app/live/plans';
import {
  bindPromotion,
  type LinkSharing,
  type PromoCodesApi,
} from '../../../src/app/live/promotion';
import { bindReferralWelcome, type WelcomeMemory } from '../../../src/app/live/referralWelcome';
import {
  bindSuccessfulOrder,
  type SuccessfulOrderApi,
} from '../../../src/app/live/successfulOrder';
import { bindUpgrade, type UpgradeApi } from '../../../src/app/live/upgrade';
import { createAppRouter } from '../../../src/app/router';
import { maybeSignedIn } from '../../../src/app/signInHint';
import { activateLocale } from '../../../src/i18n/catalog';
import type { AppLocale } from '../../../src/i18n/locale';
import type { Machines } from '../../../src/routes/context';

/** The API calls the screens' statecharts make, under the client's names, and the browser's print. */
export type ScreenApi = CatalogApi &
  CheckoutApi &
  UpgradeApi &
  SuccessfulOrderApi &
  MyPlansApi &
  BillingApi &
  PlanActivityApi &
  ContactSaveApi &
  CardListApi &
  PromoCodesApi & { print(): void };

/** A browser that has shown no referral welcome yet, and remembers the one it shows. */
function freshBrowser(): WelcomeMemory {
  const shown = new Set<string>();
  return {
    wasShown: async (offer) => shown.has(offer.until),
    markShown: async (offer) => {
      shown.add(offer.until);
    },
  };
}

/** A browser whose clipboard takes every link and that has no share sheet (a desktop's). */
const desktopSharing: LinkSharing = { copy: async () => {}, share: null };

const unanswered = (name: string) => () =>
  Promise.reject(new TypeError(`the test's server has no answer for ${name}`));

/**
 * Each screen's machine bound as src/app/live binds it, but to these fakes instead of the real
 * API; a call the test does not fake fails as an unreachable server would.
 */
export function machinesWith(
  api: Partial<ScreenApi> = {},
  sharing: LinkSharing = desktopSharing,
  memory: WelcomeMemory = freshBrowser(),
): Machines {
  const calls: ScreenApi = {
    getPriceList: unanswered('getPriceList'),
    getMyPlans: unanswered('getMyPlans'),
    checkActivity: unanswered('checkActivity'),
    getCoupons: unanswered('getCoupons'),
    getContact: unanswered('getContact'),
    getCards: unanswered('getCards'),
    previewOrder: unanswered('previewOrder'),
    placeOrder: unanswered('placeOrder'),
    upgradePlan: unanswered('upgradePlan'),
    cancelPlan: unanswered('cancelPlan'),
    resubscribe: unanswered('resubscribe'),
    changeFrequency: unanswered('changeFrequency'),
    getBillingHistory: unanswered('getBillingHistory'),
    getInvoice: unanswered('getInvoice'),
    getPlanActivity: unanswered('getPlanActivity'),
    saveContact: unanswered('saveContact'),
    switchPaymentMethod: unanswered('switchPaymentMethod'),
    getCardPage: unanswered('getCardPage'),
    storeCard: unanswered('storeCard'),
    deleteCard: unanswered('deleteCard'),
    getAllCoupons: unanswered('getAllCoupons'),
    getRedeemSchedule: unanswered('getRedeemSchedule'),
    redeemCoupon: unanswered('redeemCoupon'),
    deleteRedemption: unanswered('deleteRedemption'),
    getReferralInfo: unanswered('getReferralInfo'),
    print: () => {},
    ...api,
  };
  const catalog = bindCatalog(calls);
  const checkout = bindCheckout(calls);
  const upgrade = bindUpgrade(calls);
  const successfulOrder = bindSuccessfulOrder(calls);
  const myPlans = bindMyPlans(calls);
  const billingHistory = bindBillingHistory(calls);
  const invoice = bindInvoice(calls, () => calls.print());
  const planActivity = bindPlanActivity(calls);
  const contact = bindContact(calls);
  const cards = bindCards(calls);
  const promotion = bindPromotion(calls, sharing);
  const referralWelcome = bindReferralWelcome(memory);
  return {
    catalog: async () => catalog,
    checkout: async () => checkout,
    upgrade: async () => upgrade,
    successfulOrder: async () => successfulOrder,
    myPlans: async () => myPlans,
    billingHistory: async () => billingHistory,
    invoice: async () => invoice,
    planActivity: async () => planActivity,
    contact: async () => contact,
    cards: async () => cards,
    promotion: async () => promotion,
    referralWelcome: async () => referralWelcome,
  };
}

export { aUser as signedInUser } from '../../factories/user';

/** jsdom has no matchMedia; the shell reads the (max-width: 690px) query through it. */
export function setViewport({ mobile }: { mobile: boolean }) {
  window.scrollTo = () => {};
  window.matchMedia = (query: string) =>
    ({
      matches: mobile && query.includes('max-width: 690px'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export interface HarnessOptions {
  /** Path under the base, e.g. '/pricing/pricing'. */
  url: string;
  getUserInfo?: () => Promise<UserInfo>;
  locale?: AppLocale;
  mobile?: boolean;
  savedLanguage?: AppLocale | null;
  /** Run the start-up step main.tsx runs (check again if this browser had a user before). */
  resume?: boolean;
  /** POST /logout; by default the server ends the session at once. */
  endSession?: () => Promise<void>;
  /** Saving the language on the account; by default it succeeds. */
  saveLanguage?: (locale: AppLocale) => Promise<void>;
  /** What the server answers the screens' calls; by default nothing (as if unreachable). */
  api?: Partial<ScreenApi>;
  /** The browser's clipboard and share sheet; by default a desktop's (no sheet). */
  sharing?: LinkSharing;
  /** Where the browser remembers the referral welcome; by default a fresh browser's. */
  memory?: WelcomeMemory;
  /** Ask the fake server who is signed in even in a browser with no sign-in hint (default). */
  askWithoutHint?: boolean;
}

/** The real router, routes, gate, views and bindings, with the API replaced by fakes. */
export async function renderApp({
  url,
  // By default the server answers that nobody is signed in (api/user whoIsSignedIn).
  getUserInfo = () => Promise.resolve({ ...EMPTY_USER_INFO }),
  locale = 'en',
  mobile = false,
  savedLanguage = null,
  resume = false,
  endSession = () => Promise.resolve(),
  saveLanguage: saveLanguageImpl = () => Promise.resolve(),
  askWithoutHint = true,
  api = {},
  sharing,
  memory,
}: HarnessOptions) {
  setViewport({ mobile });
  await activateLocale(locale);
  const leaveTo = vi.fn<(url: string) => void>();
  const saveLanguage = vi.fn<(locale: AppLocale) => Promise<void>>(saveLanguageImpl);
  const getUser = vi.fn(getUserInfo);
  const signOutCalls = vi.fn(endSession);
  const loadSession = vi.fn(async () =>
    createAuth({
      getUserInfo: getUser,
      loginUrl: '/login',
      basePath: BASE_PATH,
      leaveTo,
      endSession: signOutCalls,
      // The fakes answer who is signed in, so by default the app asks them; the browser's own
      // rule (a browser with no sign-in hint is not asked) is tried with askWithoutHint: false.
      maybeSignedIn: () => askWithoutHint || maybeSignedIn(),
    }),
  );
  const auth = createLazyAuth({ loadSession, loginUrl: '/login', basePath: BASE_PATH });
  const language = createLanguage({
    account: auth.account,
    getSavedLanguage: () => Promise.resolve(savedLanguage),
    saveLanguage,
    reportError: auth.reportPageError,
  });
  if (resume) auth.resume();
  const router = createAppRouter(
    { auth, language, machines: machinesWith(api, sharing, memory) },
    createMemoryHistory({ initialEntries: [url] }),
  );
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return {
    ...view,
    router,
    auth,
    language,
    leaveTo,
    saveLanguage,
    loadSession,
    getUserInfo: getUser,
    endSession: signOutCalls,
  };
}

/** The person switches to another tab and back (the page's visibilitychange, as a browser fires it). */
export function switchTabAway() {
  setVisibility('hidden');
}
export function switchTabBack() {
  setVisibility('visible');
}
/** The person looks at another tab and comes back. */
export function switchTabAndBack() {
  switchTabAway();
  switchTabBack();
}
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
