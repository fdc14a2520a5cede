import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createUserApi } from '../../../src/api/user';
import { ensureDeviceRegistered } from '../../../src/app/live/device';
import { REGISTRATION_RETRY_MS } from '../../../src/machines/deviceRegistrationMachine';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { text } from '../../pages/person';
import { shell } from '../../pages/shell';
import { GATE, signInGate } from '../../pages/signInGate';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import type { Binding } from '../runner';
import { type DeviceServer, startDeviceServer } from './deviceServer';

const USER = signedInUser();

type H = {
  server: DeviceServer;
  app: Awaited<ReturnType<typeof renderApp>>;
};

/**
 * The app as a browser runs it: the real API client (403 → register → retry) and the real device
 * module, talking over a socket to a fake server in the test process. The screen a person watches
 * is the sign-in gate of a protected page: it needs the server (user info) and so the device.
 */
async function openApp(server: DeviceServer, url: string) {
  const client = createApiClient({
    baseUrl: server.baseUrl,
    register: () => ensureDeviceRegistered({ baseUrl: server.baseUrl }),
  });
  // resume: main.tsx's start-up step (ask who is signed in if this browser had a user before).
  return renderApp({ url, getUserInfo: createUserApi(client).getUserInfo, resume: true });
}

const person = jsdomPerson();
const gate = signInGate(person);

/** The protected page is still waiting: its loading state, no error, no content. */
async function stillWaiting() {
  await gate.checking();
  await person.seesNo({ role: 'alert' });
}

export const binding: Binding<H> = {
  async start() {
    localStorage.clear();
    const server = await startDeviceServer(USER);
    // A first-time visitor on the open pricing page: nothing there needs the device.
    const app = await openApp(server, '/pricing/pricing');
    await screen.findByRole('heading', { level: 1 });
    return { server, app };
  },
  events: {
    'device.register': async (h) => {
      // The person opens a protected page from the header: its sign-in check is refused 403.
      await shell(person).openPersonalCentre();
      await h.server.nextRegistration();
    },
    'xstate.done.actor.registerDevice': async (h, event) => {
      const status = (event as unknown as { output: { _sys_status: string } }).output._sys_status;
      await h.server.nextRegistration();
      h.server.answer(status === '0' ? 'accept' : 'refuse');
    },
    'xstate.error.actor.registerDevice': async (h) => {
      await h.server.nextRegistration();
      h.server.answer('drop');
    },
    'xstate.after.retryDelay.deviceRegistration.waitingToRetry': async (h) => {
      // Nobody acts: the app itself tries again after a second.
      const answered = h.server.answeredAt ?? 0;
      const next = await h.server.nextRegistration(REGISTRATION_RETRY_MS * 5);
      expect(next.arrivedAt - answered).toBeGreaterThanOrEqual(REGISTRATION_RETRY_MS * 0.9);
    },
  },
  states: {
    idle: async ({ server }) => {
      await shell(person).signedOut();
      await person.seesNo(text(GATE.checking));
      expect(server.registrations).toBe(0);
    },
    registering: async ({ server }) => {
      await stillWaiting();
      expect(server.pending).not.toBeNull();
    },
    waitingToRetry: async ({ server }) => {
      // Refused or unreachable: the page keeps waiting rather than flashing an error.
      await stillWaiting();
      expect(server.pending).toBeNull();
      expect(server.knowsDevice).toBe(false);
    },
    registered: async ({ server }) => {
      // The server now answers: the page shows who is signed in and the account screen.
      await gate.allowed();
      await shell(person).signedInAs(USER.email);
      expect(server.knowsDevice).toBe(true);
    },
  },
  async stop({ server }) {
    // A registration still retrying would go on forever: let the server accept it, then close.
    server.acceptAll();
    if (server.registrations > 0)
      await waitFor(() => expect(server.knowsDevice).toBe(true), {
        timeout: REGISTRATION_RETRY_MS * 3,
      });
    cleanup();
    await server.close();
  },
};
