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

export interface PageErrorInfo {
  code: string;
  message: string;
}

export interface UserContext {
  userInfo: UserInfo;
  pageErrorInfo: PageErrorInfo | null;
  URLQueryParams: URLQueryParams;
}

export type UserEvent =
  | { type: 'user.load' }
  | { type: 'user.reset' }
  | { type: 'page.error'; code: string; message: string }
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
      description: 'Something failed on the page: remember the error so the page can show it.',
    },
    'page.error.clear': {
      actions: 'clearPageError',
      description: 'The error was dismissed or no longer applies.',
    },
    'url.query': {
      actions: { type: 'readUrlQuery', params: ({ event }) => event.search },
      description:
        'The address changed: keep a valid coupon code and origin from the link (for example origin=promocode); anything malformed is ignored.',
    },
    'user.reset': {
      target: '.unknown',
      actions: 'clearUser',
      description:
        'Forget the current user (for example after signing out); details go back to empty.',
    },
  },
  states: {
    unknown: {
      description: 'We have not asked the server who the user is yet.',
      on: {
        'user.load': {
          target: 'loading',
          description: 'A page needs to know who the user is: ask the server.',
        },
      },
    },
    loading: {
      description: 'Asking the server for the signed-in user’s details.',
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
            actions: 'clearUser',
            description: 'The server answered without a user: treat them as signed out.',
          },
        ],
        onError: {
          target: 'signedOut',
          actions: 'clearUser',
          description:
            'The user could not be loaded (not signed in, or the call failed): details reset to empty, id 0.',
        },
      },
    },
    signedIn: {
      description: 'The user is signed in and their details are known.',
      on: {
        'user.load': {
          target: 'loading',
          description: 'Refresh the user’s details from the server.',
        },
      },
    },
    signedOut: {
      description:
        'No one is signed in (id 0). Protected pages send the visitor to the login page.',
      on: {
        'user.load': {
          target: 'loading',
          description: 'Check again, for example after the visitor came back from the login page.',
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
