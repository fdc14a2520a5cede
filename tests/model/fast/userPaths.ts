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

export const NO_PAGE_ERROR =
  'Nothing in the app sends page.error or page.error.clear, and no view shows pageErrorInfo: a person can neither cause nor see this step (gap in the app).';
export const NO_REFRESH_WHEN_SIGNED_IN =
  'The app never asks again once the user is signed in: the sign-in gate lets a known user through without a call and the session refresh runs only at start-up, so nothing a person does sends user.load from signedIn (only a reload, which starts a new user state).';

/**
 * Paths no runner can realise on this app, whatever the browser. (page.error steps are refused
 * by the bindings at the step itself, so the runner spares every other path through them.)
 */
export function userPathUnsupported(path: ModelPath): string | undefined {
  for (const [i, event] of path.events.entries()) {
    const before = path.states[i] as { matches?: (s: string) => boolean } | undefined;
    if (event.type === 'user.load' && before?.matches?.('signedIn'))
      return NO_REFRESH_WHEN_SIGNED_IN;
  }
  return undefined;
}
