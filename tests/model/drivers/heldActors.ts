import { jsdomPerson } from '../../pages/jsdomPerson';
import type { Person } from '../../pages/person';
import { type HarnessOptions, renderApp, signedInUser } from '../../unit/views/appHarness';
import type { ModelPath } from '../path';
import type { Binding } from '../runner';
import { closeScreen, HeldCall } from './heldApi';

/** A path's held calls, one per actor of the statechart, by the actor's name. */
type HeldActors<A extends string = string> = { held: Record<A, HeldCall> };

type Bound<A extends string, P> = Binding<HeldActors<A> & { page: P }>;

/** The statechart's actors, where the app opens (for a signed-in user), how the person sees it. */
type Screen<A extends string, P> = {
  actors: A[];
  url: string;
  pageOf: (person: Person) => P;
  /** Hands each held call to the app where it is made: API, clipboard, share sheet, storage. */
  wire: (held: HeldActors<A>['held'], path: ModelPath) => Omit<HarnessOptions, 'url'>;
};

/**
 * A jsdom binding for a statechart whose invoked actors are all held at the app's edge, by the
 * actor's name: each call (the API's, or the browser's clipboard, share sheet or storage) waits
 * until the path's step settles it, with the step's output or refused with the step's own error.
 * What the person sees and does is the model's (`sees`, `does`), as it is for the real runner.
 */
export function heldActors<A extends string, P>(
  model: { sees: Bound<A, P>['states']; does: Bound<A, P>['events'] },
  { actors, url, pageOf, wire }: Screen<A, P>,
): Bound<A, P> {
  const events = { ...model.does };
  for (const actor of actors) {
    events[`xstate.done.actor.${actor}`] = (h, e) => h.held[actor].answer(e.output);
    events[`xstate.error.actor.${actor}`] = (h, e) => h.held[actor].fail(e.error);
  }
  return {
    async start(path) {
      const held = Object.fromEntries(
        actors.map((a) => [a, new HeldCall(a)]),
      ) as HeldActors<A>['held'];
      await renderApp({ url, getUserInfo: async () => signedInUser(), ...wire(held, path) });
      return { held, page: pageOf(jsdomPerson()) };
    },
    events,
    states: model.sees,
    stop: closeScreen,
  };
}
