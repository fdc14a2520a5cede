import type { PageErrorInfo } from '../../../src/machines/userMachine';
import type { ModelPath } from '../machineModel';

/** Which page the person is on, as far as the user state's visible effects go. */
export type Screen = 'pricing' | 'myplans' | 'offers' | 'login';

/** The address of the promotion link a url.query step brings (the model's own search). */
export function promoLink(path: ModelPath): string {
  const event = path.events.find((e) => e.type === 'url.query') as
    | { search?: Record<string, string> }
    | undefined;
  return `/pricing/pricing?${new URLSearchParams(event?.search ?? {})}`;
}

/** The protected page the person opens next from the header's navigation. */
export function protectedPageAfter(screen: Screen): { link: string; screen: Screen } {
  return screen === 'myplans'
    ? { link: 'Choose a plan', screen: 'offers' }
    : { link: 'Personal Centre', screen: 'myplans' };
}

/** The banner's words for each page error, in English (the runners read the page in English). */
export const PAGE_ERROR_TEXT: Record<PageErrorInfo['message'], string> = {
  signOutFailed: 'We could not sign you out. Please try again.',
  languageNotSaved:
    'We could not save your language choice to your account. It still applies in this browser.',
};

type Snapshot = {
  matches?: (s: string) => boolean;
  context?: { pageErrorInfo: PageErrorInfo | null };
};

export const SIGN_OUT_ONLY_SIGNED_IN =
  'Sign out (and so its failure) is in the header only while the user is signed in and known.';
export const DISMISS_ONLY_WITH_ERROR = 'Dismiss is on screen only while an error is shown.';
export const NO_LINK_WITH_ERROR =
  'Going back to the promotion link changes page, and a change of page dismisses the error: that step is page.error.clear, not url.query with the error still shown.';

/**
 * Paths no runner can realise on this app, whatever the browser: steps a person has no way to
 * take on the page as the path has it. (The traversal offers every event the machine accepts in
 * each state, including events the model's list leaves out there.)
 */
export function userPathUnsupported(path: ModelPath): string | undefined {
  for (const [i, event] of path.events.entries()) {
    const before = path.states[i] as Snapshot | undefined;
    const error = before?.context?.pageErrorInfo ?? null;
    const signedIn = before?.matches?.('signedIn') ?? false;
    if ((event.type === 'user.reset' || event.type === 'page.error') && !signedIn)
      return SIGN_OUT_ONLY_SIGNED_IN;
    if (event.type === 'page.error.clear' && !error) return DISMISS_ONLY_WITH_ERROR;
    if (event.type === 'url.query' && error) return NO_LINK_WITH_ERROR;
  }
  return undefined;
}
