import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Person } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { type CallName, HeldRequests, type RealScreen } from './heldRequests';

/** A screen of the app: where it is, its page object, and the call held until the path's step. */
export type Screen<P> = { url: string; pageOf: (person: Person) => P; call: CallName };

/**
 * Sessions.openScreen for a screen that uses the browser's own side (the clipboard, the share
 * sheet, storage): `arrange(arg)` runs in the tab before the app does, so the app finds the
 * browser as the path needs it; then the screen's call is held and the app opened.
 */
export async function openArranged<A, P>(
  tab: Page,
  { url, pageOf, call }: Screen<P>,
  arrange: (arg: A) => void,
  arg: A,
): Promise<RealScreen & { page: P }> {
  await tab.addInitScript(arrange as (arg: unknown) => void, arg);
  const held = new HeldRequests(tab);
  await held.hold(call);
  await tab.goto(url);
  return { tab, held, page: pageOf(playwrightPerson(tab)) };
}

/** A browser's refusal in a path's step (a DOMException), as the tab throws it again. */
export const refusal = (e?: AnyEventObject): [string, string] | undefined =>
  e?.error ? [e.error.message, e.error.name] : undefined;
