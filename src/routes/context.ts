import type { ActorRefFrom } from 'xstate';
import type { AppLocale } from '../i18n/locale';
import type { userMachine } from '../machines/userMachine';

/** Where a protected page was asked for; the login page brings the visitor back here. */
export interface RequestedLocation {
  pathname: string;
  searchStr: string;
}

export interface Auth {
  /** The user state (userInfo, id 0 = signed out) the header and screens read. */
  user: ActorRefFrom<typeof userMachine>;
  /**
   * Runs the sign-in gate for a protected route: returns (at once when the user is already known)
   * or resolves when the visitor may see it; when they may not, starts the redirect to the login
   * page and never resolves (the page is leaving).
   */
  ensureSignedIn(location: RequestedLocation): undefined | Promise<void>;
  /** The login page URL with `next` = this app path (base path included) and query. */
  loginHref(location: RequestedLocation): string;
}

export interface Language {
  /** Switches the UI language and remembers the choice (locally, and on the account if signed in). */
  change(locale: AppLocale): Promise<void>;
}

/** What every route's beforeLoad/loader/component can reach, set once in src/app. */
export interface RouterContext {
  auth: Auth;
  language: Language;
}
