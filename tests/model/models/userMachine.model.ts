import { userMachine } from '../../../src/machines/userMachine';
import { aUser } from '../../factories/user';
import type { MachineModel } from '../machineModel';

type UserModelEvent = { type: string; output?: { id: number; email: string }; code?: string };

const signedIn = aUser({ id: 7 });

/** What the steps say, by event type (a fetchUserInfo answer: by who it returns). */
const WORDS: Record<string, (e: UserModelEvent) => string> = {
  'user.load': () =>
    'The user opens a protected page, or comes back to the tab: the app asks who they are',
  'user.reset': () => 'The user clicks Sign out and the server ends the session',
  // The server is down when the person signs out: POST /logout answers 503.
  'page.error': (e) => `The user clicks Sign out and the server fails (${e.code})`,
  'page.error.clear': () => 'The user dismisses the error',
  'url.query': () => 'A link brings a coupon with origin=promocode',
  'xstate.done.actor.fetchUserInfo': (e) =>
    e.output?.id ? `The server returns ${e.output.email}` : 'The server returns no user',
  'xstate.error.actor.fetchUserInfo': () => 'The user-info call fails',
};

export const model: MachineModel<typeof userMachine> = {
  machine: userMachine,
  events: [
    { type: 'user.load' },
    { type: 'user.reset' },
    { type: 'page.error', code: '503', message: 'signOutFailed' },
    { type: 'page.error.clear' },
    { type: 'url.query', search: { coupon: 'WELCOME10', origin: 'promocode' } },
    { type: 'xstate.done.actor.fetchUserInfo', output: signedIn },
    { type: 'xstate.done.actor.fetchUserInfo', output: { ...signedIn, id: 0, email: '' } },
    { type: 'xstate.error.actor.fetchUserInfo', error: 'error' },
  ] as never,
  simplePaths: false,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        (event.type === 'user.reset' || event.type === 'page.error') && !state.matches('signedIn'),
      why: 'Sign out (and so its failure) is in the header only while the user is signed in and known.',
    },
    {
      scope: 'model',
      when: ({ state, event }) => event.type === 'page.error.clear' && !state.context.pageErrorInfo,
      why: 'Dismiss is on screen only while an error is shown.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'url.query' && state.context.pageErrorInfo !== null,
      why: 'Going back to the promotion link changes page, and a change of page dismisses the error: that step is page.error.clear, not url.query with the error still shown.',
    },
  ],
  // An error on screen changes what a person can do (Dismiss), so it makes a state of its own.
  serialize: (s) => JSON.stringify(s.value) + (s.context.pageErrorInfo ? ' with a page error' : ''),
  describeEvent: (e: UserModelEvent) => WORDS[e.type]?.(e) ?? e.type,
};
