import { assign, fromPromise, setup } from 'xstate';
import type { UserInfo } from '../api/user';
import {
  EMPTY_URL_QUERY,
  parseUrlQuery,
  type SearchInput,
  type URLQueryParams,
} from '../state/urlQuery';

/** Spec §3: empty defaults, id 0 = not signed in (also after a failed user-info call). */
export const EMPTY_USER: UserInfo = {
  email: '',
  isInstitutionUser: false,
  mobileNumber: '',
  id: 0,
};

/** What failed, as a key the page-error banner words in the person's language. */
export type PageErrorMessage = 'signOutFailed' | 'languageNotSaved';

export interface PageErrorInfo {
  /** The server's error code (errorCode, else the HTTP status); '' when it never answered. */
  code: string;
  message: PageErrorMessage;
}

export interface UserContext {
  userInfo: UserInfo;
  pageErrorInfo: PageErrorInfo | null;
  URLQueryParams: URLQueryParams;
}

export type UserEvent =
  | { type: 'user.load' }
  | { type: 'user.reset' }
  | { type: 'page.error'; code: string; message: PageErrorMessage }
  | { type: 'page.error.clear' }
  | { type: 'url.query'; search: SearchInput };

export const userMachine = setup({
  types: {
    context: {} as UserContext,
    events: {} as UserEvent,
  },
  actors: {
    // GET /api/ch/se/if at the app's edge; fakes in tests.
    fetchUserInfo: fromPromise<UserInfo>(async () => {
      throw new Error('fetchUserInfo is not provided');
    }),
  },
  guards: {
    hasUserId: (_, user: UserInfo) => user.id !== 0,
  },
  actions: {
    storeUser: assign({ userInfo: (_, user: UserInfo) => ({ ...user }) }),
    clearUser: assign({ userInfo: () => ({ ...EMPTY_USER }) }),
    showPageError: assign({ pageErrorInfo: (_, error: PageErrorInfo) => ({ ...error }) }),
    clearPageError: assign({ pageErrorInfo: null }),
    // Parsing is pure; doing it here means hostile links can never reach the context unfiltered.
    readUrlQuery: assign({ URLQueryParams: (_, search: SearchInput) => parseUrlQuery(search) }),
  },
}).createMachine({
  id: 'user',
  description:
    'Who is using the app: their account details when signed in, the page-level error being shown, and the coupon/origin a link brought them in with.',
  context: {
    userInfo: { ...EMPTY_USER },
    pageErrorInfo: null,
    URLQueryParams: { ...EMPTY_URL_QUERY },
  },
  initial: 'unknown',
  on: {
    'page.error': {
      actions: {
        type: 'showPageError',
        params: ({ event }) => ({ code: event.code, message: event.message }),
      },
      description:
        'Something failed that has no screen of its own (signing out, saving the language on the account): show it in a banner at the top of the page, with the server’s error code.',
    },
    'page.error.clear': {
      actions: 'clearPageError',
      description: 'The person dismissed the error banner or went to another page.',
    },
    'url.query': {
      actions: { type: 'readUrlQuery', params: ({ event }) => event.search },
      description:
        'The address changed: keep a valid coupon code and origin from the link (for example origin=promocode); anything malformed is ignored.',
    },
    'user.reset': {
      target: '.unknown',
      actions: ['clearUser', 'clearPageError'],
      description:
        'The person signed out from the header and the server ended the session: forget their details (back to empty, id 0) and any error shown.',
    },
  },
  states: {
    unknown: {
      description:
        'We have not asked the server who the user is yet, or the person has just signed out: the header offers Sign in.',
      on: {
        'user.load': {
          target: 'loading',
          description:
            'A protected page needs to know who the user is, or the person comes back to this tab after signing in in another one: ask the server.',
        },
      },
    },
    loading: {
      description:
        'Asking the server who is signed in. When refreshing a known user, the header keeps showing them until the answer.',
      invoke: {
        id: 'fetchUserInfo',
        src: 'fetchUserInfo',
        onDone: [
          {
            guard: { type: 'hasUserId', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'storeUser', params: ({ event }) => event.output },
            description: 'The server knows the user: keep their e-mail, mobile number and id.',
          },
          {
            target: 'signedOut',
            actions: ['clearUser', 'clearPageError'],
            description:
              'The server answered without a user: treat them as signed out (an error about their account no longer applies).',
          },
        ],
        onError: {
          target: 'signedOut',
          actions: ['clearUser', 'clearPageError'],
          description:
            'The user could not be loaded (not signed in, or the call failed): details reset to empty, id 0, and an error about their account no longer applies.',
        },
      },
    },
    signedIn: {
      description:
        'The user is signed in and their details are known: the header shows their e-mail and a Sign out button.',
      on: {
        'user.load': {
          target: 'loading',
          description:
            'The person came back to this tab: ask the server again, since they may have signed out or changed their details in another tab.',
        },
      },
    },
    signedOut: {
      description:
        'No one is signed in (id 0): the header offers Sign in. Opening a protected page sends the visitor to the login page; a protected page already on screen (signed out in another tab) gives way to the pricing page.',
      on: {
        'user.load': {
          target: 'loading',
          description:
            'Check again: a protected page is opened, or the person comes back to this tab after signing in in another one.',
        },
      },
    },
  },
});

export type UserSnapshot = { context: UserContext };
export const selectUserInfo = (snapshot: UserSnapshot): UserInfo => snapshot.context.userInfo;
export const selectIsSignedIn = (snapshot: UserSnapshot): boolean =>
  snapshot.context.userInfo.id !== 0;
export const selectPageError = (snapshot: UserSnapshot): PageErrorInfo | null =>
  snapshot.context.pageErrorInfo;
export const selectUrlQuery = (snapshot: UserSnapshot): URLQueryParams =>
  snapshot.context.URLQueryParams;
