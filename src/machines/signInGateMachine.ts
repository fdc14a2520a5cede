import { assign, fromPromise, setup } from 'xstate';

/** The signed-in user as the gate needs it (spec §3 userInfo). id 0 means "nobody signed in". */
export interface GateUser {
  email: string;
  isInstitutionUser: boolean;
  mobileNumber: string;
  id: number;
}

/** Spec §4: a failed user-info call resets user info to these empty defaults. */
export const SIGNED_OUT_USER: GateUser = Object.freeze({
  email: '',
  isInstitutionUser: false,
  mobileNumber: '',
  id: 0,
});

export interface SignInGateInput {
  /** What the app already knows; a non-zero id lets the visitor straight in. */
  user: GateUser;
  /** Where to come back after signing in: the current path and query, base path included. */
  next: string;
}

export type SignInGateOutput =
  | { signedIn: true; user: GateUser }
  | { signedIn: false; user: GateUser };

export const signInGateMachine = setup({
  types: {
    input: {} as SignInGateInput,
    context: {} as SignInGateInput,
    output: {} as SignInGateOutput,
  },
  actors: {
    // Bound at the app's edge (GET /api/ch/se/if) and to fakes in tests.
    fetchCurrentUser: fromPromise<GateUser>(() =>
      Promise.reject(new Error('fetchCurrentUser is provided by the app')),
    ),
  },
  actions: {
    // Bound at the app's edge to a full-page navigation to the external login page.
    redirectToLogin: (_, _params: { next: string }) => {},
    rememberUser: assign((_, params: { user: GateUser }) => ({ user: params.user })),
    forgetUser: assign({ user: SIGNED_OUT_USER }),
  },
  guards: {
    isSignedIn: (_, params: { user: GateUser }) => params.user.id !== 0,
  },
}).createMachine({
  id: 'signInGate',
  description:
    'Guards the pages that need an account (products, personal centre, billing). Pricing is open and never passes through here.',
  context: ({ input }) => input,
  initial: 'deciding',
  states: {
    deciding: {
      description:
        'The visitor opens a page that needs an account. Do we already know who they are?',
      always: [
        {
          guard: { type: 'isSignedIn', params: ({ context }) => ({ user: context.user }) },
          target: 'allowed',
          description: 'Already known to be signed in: open the page at once, no extra request.',
        },
        {
          target: 'checking',
          description:
            'Not known yet (for example a fresh visit or a shared link): ask the server.',
        },
      ],
    },
    checking: {
      description:
        'Asking the server who is signed in. The visitor sees a "checking your sign-in" message meanwhile.',
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ user: event.output }) },
            target: 'allowed',
            actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
            description: 'The server knows the visitor: remember who they are and open the page.',
          },
          {
            target: 'redirecting',
            actions: 'forgetUser',
            description: 'The server answered but nobody is signed in: treat as signed out.',
          },
        ],
        onError: {
          target: 'redirecting',
          actions: 'forgetUser',
          description:
            'The check failed (signed out, or the server could not tell): clear any user details and treat as signed out.',
        },
      },
    },
    allowed: {
      type: 'final',
      description: 'Signed in: the requested page opens.',
      output: ({ context }) => ({ signedIn: true, user: context.user }),
    },
    redirecting: {
      type: 'final',
      description:
        'Signed out: send the visitor to the login page, carrying the page and query they asked for so they come back to it after signing in.',
      entry: { type: 'redirectToLogin', params: ({ context }) => ({ next: context.next }) },
      output: ({ context }) => ({ signedIn: false, user: context.user }),
    },
  },
  output: ({ event }) => event.output as SignInGateOutput,
});
