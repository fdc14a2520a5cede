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
