import { cleanup } from '@testing-library/react';
import * as v from 'valibot';
import { createApiClient } from '../../../src/api/client';
import { DEVICE_REJECTED } from '../../../src/api/contract/common';
import { deviceEndpoints, RegisterDeviceRequest } from '../../../src/api/contract/device';
import { ERROR } from '../../../src/api/contract/errors';
import { userEndpoints } from '../../../src/api/contract/user';
import { createUserApi } from '../../../src/api/user';
import { BASE_PATH } from '../../../src/app/basePath';
import { ensureDeviceRegistered } from '../../../src/app/live/device';
import { aUser } from '../../factories/user';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { renderApp } from '../../unit/views/appHarness';
import {
  does,
  heldRegistrations,
  type Seen,
  sees,
} from '../models/deviceRegistrationMachine.model';
import type { Binding } from '../runner';

const USER = aUser();
// The reference server's answers (server/routes/device.ts).
const UNKNOWN = { errorCode: ERROR.deviceNotRegistered, message: 'device not registered' };
const REFUSAL = { errorCode: ERROR.deviceRegistration, message: 'device registration refused' };
const registration = (accepted: boolean) =>
  accepted
    ? Response.json({ errorCode: '0', _sys_status: '0' })
    : Response.json({ ...REFUSAL, _sys_status: '1' }, { status: 400 });

/**
 * The server side of device registration, as the app's fetch: a registration is held until the
 * path's step answers it; every other call answers 403 "device not registered" until a
 * registration was accepted, like the reference server.
 */
function deviceServer() {
  let knowsDevice = false;
  const registrations = heldRegistrations(async () => knowsDevice);
  async function fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const { registerDevice } = deviceEndpoints;
    if (request.method === registerDevice.method && path === registerDevice.path) {
      const valid = v.safeParse(RegisterDeviceRequest, await request.json()).success;
      return new Promise((resolve, reject) =>
        registrations.arrive((how) => {
          knowsDevice = how === 'accept' && valid;
          if (how === 'drop') reject(new TypeError('Failed to fetch'));
          else resolve(registration(knowsDevice));
          // The client's real request must be one the reference server could verify.
          if (!valid) throw new Error('a registration the reference server could not verify');
        }),
      );
    }
    if (!knowsDevice)
      return Response.json({ ...UNKNOWN, _sys_status: DEVICE_REJECTED }, { status: 403 });
    const user = path === userEndpoints.getUserInfo.path ? USER : {};
    return Response.json({ errorCode: '0', ...user });
  }
  return { fetch, registrations };
}

/**
 * The app as a browser runs it: the real API client (403 → register → retry) and the real device
 * module, their fetch answered by the fake server above. The screen a person watches is the
 * sign-in gate of a protected page: it needs the server (user info) and so the device.
 */
export const binding: Binding<Seen> = {
  async start() {
    localStorage.clear();
    const { fetch, registrations } = deviceServer();
    const baseUrl = 'http://api.test';
    const register = () => ensureDeviceRegistered({ baseUrl, fetch });
    // A first-time visitor on the open pricing page: nothing there needs the device. (resume:
    // main.tsx's start-up step, ask who is signed in if this browser had a user before.)
    const app = await renderApp({
      url: '/pricing/pricing',
      getUserInfo: createUserApi(createApiClient({ baseUrl, register, fetch })).getUserInfo,
      resume: true,
    });
    const person = jsdomPerson({ address: () => BASE_PATH + app.router.state.location.href });
    await person.sees({ role: 'heading', level: 1 });
    return { person, email: USER.email, registrations };
  },
  events: does,
  states: sees,
  async stop({ registrations }) {
    // A registration still retrying would go on forever: the server accepts it.
    if (registrations.count > 0 && !(await registrations.knowsDevice()))
      await registrations.answer('accept');
    cleanup();
  },
};
