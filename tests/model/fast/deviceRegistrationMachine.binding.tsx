import { cleanup } from '@testing-library/react';
import { createApiClient } from '../../../src/api/client';
import { createUserApi } from '../../../src/api/user';
import { BASE_PATH } from '../../../src/app/basePath';
import { ensureDeviceRegistered } from '../../../src/app/live/device';
import { aUser } from '../../factories/user';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { renderApp } from '../../unit/views/appHarness';
import { does, type Seen, sees } from '../models/deviceRegistrationMachine.model';
import type { Binding } from '../runner';
import { type DeviceServer, startDeviceServer } from './deviceServer';

const USER = aUser();

type H = Seen & { server: DeviceServer };

/**
 * The app as a browser runs it: the real API client (403 → register → retry) and the real device
 * module, talking over a socket to a fake server in the test process. The screen a person watches
 * is the sign-in gate of a protected page: it needs the server (user info) and so the device.
 */
export const binding: Binding<H> = {
  async start() {
    localStorage.clear();
    const server = await startDeviceServer(USER);
    const client = createApiClient({
      baseUrl: server.baseUrl,
      register: () => ensureDeviceRegistered({ baseUrl: server.baseUrl }),
    });
    // A first-time visitor on the open pricing page: nothing there needs the device. (resume:
    // main.tsx's start-up step, ask who is signed in if this browser had a user before.)
    const app = await renderApp({
      url: '/pricing/pricing',
      getUserInfo: createUserApi(client).getUserInfo,
      resume: true,
    });
    const person = jsdomPerson({ address: () => BASE_PATH + app.router.state.location.href });
    await person.sees({ role: 'heading', level: 1 });
    return { server, person, email: USER.email, registrations: server.registrations };
  },
  events: does,
  states: sees,
  async stop({ server, registrations }) {
    // A registration still retrying would go on forever: the server accepts it before closing.
    if (registrations.count > 0 && !(await registrations.knowsDevice())) {
      await registrations.answer('accept');
      if (!(await registrations.knowsDevice()))
        throw new Error('a registration the server refused');
    }
    cleanup();
    await server.close();
  },
};
