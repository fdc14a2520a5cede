import { assign, fromPromise, setup } from 'xstate';
import type { RegisterDeviceResponse } from '../api/contract/device';

/** Spec §7/§9: a refused or failed registration is tried again after one second, indefinitely. */
export const REGISTRATION_RETRY_MS = 1000;

export interface DeviceRegistrationContext {
  /** Attempts made in the current registration, for diagnostics and the statechart viewer. */
  attempts: number;
  /** Why the last attempt did not succeed: the server's status, or 'network'. */
  lastFailure: string | null;
}

export type DeviceRegistrationEvent = { type: 'device.register' };

export const deviceRegistrationMachine = setup({
  types: {
    context: {} as DeviceRegistrationContext,
    events: {} as DeviceRegistrationEvent,
  },
  actors: {
    // Bound to the real POST /api/ch/r at the app's edge, to fakes in tests.
    registerDevice: fromPromise<RegisterDeviceResponse>(async () => {
      throw new Error('registerDevice is not provided');
    }),
  },
  guards: {
    registrationAccepted: (_, output: RegisterDeviceResponse) => output._sys_status === '0',
  },
  actions: {
    startCounting: assign({ attempts: 0, lastFailure: null }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    rememberRefusal: assign({ lastFailure: (_, status: string) => status }),
    rememberNetworkFailure: assign({ lastFailure: 'network' }),
  },
  delays: {
    retryDelay: REGISTRATION_RETRY_MS,
  },
}).createMachine({
  id: 'deviceRegistration',
  description:
    'Introduces this browser to the server so it will answer our requests. The server must accept the device before prices, plans or account data can be loaded.',
  context: { attempts: 0, lastFailure: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing has asked for the device to be registered yet.',
      on: {
        'device.register': {
          target: 'registering',
          actions: 'startCounting',
          description:
            'The app needs the server to recognise this browser (at start-up, or because the server said it does not know the device).',
        },
      },
    },
    registering: {
      description:
        'Sending the device details (a device id, encrypted browser/OS/screen details, a signature, app version and language) to the server and waiting for its answer.',
      entry: 'countAttempt',
      invoke: {
        id: 'registerDevice',
        src: 'registerDevice',
        onDone: [
          {
            guard: { type: 'registrationAccepted', params: ({ event }) => event.output },
            target: 'registered',
            description: 'The server accepted the device: requests can go ahead.',
          },
          {
            target: 'waitingToRetry',
            actions: {
              type: 'rememberRefusal',
              params: ({ event }) => String(event.output._sys_status),
            },
            description:
              'The server answered but did not accept the device yet: try again shortly.',
          },
        ],
        onError: {
          target: 'waitingToRetry',
          actions: 'rememberNetworkFailure',
          description: 'The server could not be reached: try again shortly.',
        },
      },
    },
    waitingToRetry: {
      description:
        'Pausing one second before trying again, so a struggling server is not flooded. This repeats until the server accepts the device.',
      after: {
        retryDelay: {
          target: 'registering',
          description: 'One second has passed: send the registration again.',
        },
      },
    },
    registered: {
      // Final: the app starts a fresh registration when the server later forgets the device, so
      // this actor never runs again (and the statechart shows no way out of here).
      type: 'final',
      description:
        'The server knows this device. Requests are answered normally. If the server later forgets it, a new registration starts from the beginning.',
    },
  },
});
