import type { UserInfo } from '../api/user';
import type { AppLocale } from '../i18n/locale';
import type { billingHistoryMachine } from '../machines/billingHistoryMachine';
import type { cardsMachine } from '../machines/cardsMachine';
import type { catalogMachine } from '../machines/catalogMachine';
import type { checkoutMachine } from '../machines/checkoutMachine';
import type { checkoutUpgradeMachine } from '../machines/checkoutUpgradeMachine';
import type { contactMachine } from '../machines/contactMachine';
import type { invoiceMachine } from '../machines/invoiceMachine';
import type { myPlansMachine } from '../machines/myPlansMachine';
import type { planActivityMachine } from '../machines/planActivityMachine';
import type { referralWelcomeMachine } from '../machines/referralWelcomeMachine';
import type { successfulOrderMachine } from '../machines/successfulOrderMachine';
import type { PageErrorInfo } from '../machines/userMachine';
import type { BoundMachine } from '../views/common/boundMachine';
import type { PromotionMachines } from '../views/promotion/PromoCodeView';

/** Where a protected page was asked for; the login page brings the visitor back here. */
export interface RequestedLocation {
  pathname: string;
  searchStr: string;
}

/** A value React reads with useSyncExternalStore. */
interface Store<T> {
  getSnapshot(): T;
  subscribe(onChange: () => void): () => void;
}

/** The signed-in user as an external store (useSyncExternalStore); id 0 = signed out or unknown. */
export type Account = Store<UserInfo>;

export interface Auth {
  account: Account;
  /**
   * Runs the sign-in gate for a protected route: returns (at once when the user is already known)
   * or resolves when the visitor may see it; when they may not, starts the redirect to the login
   * page and never resolves (the page is leaving). Once `left` aborts (the person went to another
   * page before the answer), the gate stops: the login page is not for a page they left.
   */
  ensureSignedIn(location: RequestedLocation, left?: AbortSignal): undefined | Promise<void>;
  /** The login page URL with `next` = this app path (base path included) and query. */
  loginHref(location: RequestedLocation): string;
  /** The person follows a link to the login page: coming back, ask the server who they are. */
  leavingToSignIn(): void;
  /** The page-level error to show (spec §3 pageErrorInfo); null when there is none. */
  pageError: Store<PageErrorInfo | null>;
  /**
   * Ends the server session, then forgets the user and this browser's sign-in hints. Resolves
   * true once signed out; false when it failed (the page error says so, the user stays signed
   * in). Calls made while one is running share its single request.
   */
  signOut(): Promise<boolean>;
  /** The person dismissed the page error, or went to another page. */
  clearPageError(): void;
}

export interface Language {
  /** Switches the UI language and remembers the choice (locally, and on the account if signed in). */
  change(locale: AppLocale): Promise<void>;
  /**
   * Shows the app in this language for this visit only (a link that names its language): nothing
   * is remembered, in this browser or on the account, and the account's language no longer
   * overrides it until the person picks one.
   */
  visit(locale: AppLocale): Promise<void>;
}

/**
 * Each screen's machine with its effects bound (src/app/live: the real API; fakes in tests).
 * Loaded on demand, so a route's loader asks for its screen's machine beside the screen's chunk.
 */
export interface Machines {
  catalog(): Promise<BoundMachine<typeof catalogMachine>>;
  checkout(): Promise<BoundMachine<typeof checkoutMachine>>;
  upgrade(): Promise<BoundMachine<typeof checkoutUpgradeMachine>>;
  successfulOrder(): Promise<BoundMachine<typeof successfulOrderMachine>>;
  myPlans(): Promise<BoundMachine<typeof myPlansMachine>>;
  billingHistory(): Promise<BoundMachine<typeof billingHistoryMachine>>;
  invoice(): Promise<BoundMachine<typeof invoiceMachine>>;
  planActivity(): Promise<BoundMachine<typeof planActivityMachine>>;
  contact(): Promise<BoundMachine<typeof contactMachine>>;
  cards(): Promise<BoundMachine<typeof cardsMachine>>;
  promotion(): Promise<PromotionMachines>;
  referralWelcome(): Promise<BoundMachine<typeof referralWelcomeMachine>>;
}

/** What every route's beforeLoad/loader/component can reach, set once in src/app. */
export interface RouterContext {
  auth: Auth;
  language: Language;
  machines: Machines;
}
