import type { AnyEventObject } from 'xstate';
import { jsdomPerson } from '../../pages/jsdomPerson';
import type { Person } from '../../pages/person';
import { type HarnessOptions, renderApp, signedInUser } from '../../unit/views/appHarness';
import { HeldCall } from './heldApi';

/** A path's held calls, one per actor of the statechart, by the actor's name. */
export type HeldActors<A extends string = string> = { held: Record<A, HeldCall> };

/**
 * A statechart's invoked actors held at the app's edge in jsdom, by the actor's name: each call
 * (the API's, or the browser's clipboard, share sheet or storage) waits until the path's step
 * settles it, with the step's output or refused with the step's own error.
 */
export function heldActors<A extends string>(...actors: A[]) {
  type Calls = HeldActors<A>['held'];
  type Step = (h: HeldActors<A>, e: AnyEventObject) => Promise<unknown>;
  const steps: Record<string, Step> = {};
  for (const actor of actors) {
    steps[`xstate.done.actor.${actor}`] = (h, e) => h.held[actor].answer(e.output);
    steps[`xstate.error.actor.${actor}`] = (h, e) => h.held[actor].fail(e.error);
  }
  return {
    /**
     * A binding's start: the app at `url` for a signed-in user, each actor's call held where
     * `wire` hands it to the app (as the API, the clipboard, the share sheet or storage).
     */
    async open<P>(
      url: string,
      pageOf: (person: Person) => P,
      wire: (held: Calls) => Omit<HarnessOptions, 'url'>,
    ): Promise<HeldActors<A> & { page: P }> {
      const held = Object.fromEntries(actors.map((a) => [a, new HeldCall(a)])) as Calls;
      await renderApp({ url, getUserInfo: async () => signedInUser(), ...wire(held) });
      return { held, page: pageOf(jsdomPerson()) };
    },
    /** The binding's events for those actors' "done" and "error" steps. */
    steps,
  };
}
