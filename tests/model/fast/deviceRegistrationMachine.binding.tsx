import * as v from 'valibot';
import { createApiClient } from '../../../src/api/client';
import { deviceEndpoints, RegisterDeviceRequest as Valid } from '../../../src/api/contract/device';
import { userEndpoints } from '../../../src/api/contract/user';
import type { FetchLike } from '../../../src/api/http';
import { createUserApi } from '../../../src/api/user';
import { ensureDeviceRegistered } from '../../../src/app/live/device';
import { deviceUnknown, registrationAccepted, registrationRefused } from '../../factories/device';
import { newAccount } from '../../factories/pricing';
import { aUser } from '../../factories/user';
import { renderApp } from '../../unit/views/appHarness';
import { appPerson } from '../drivers/appPerson';
import { closeScreen, HeldCall } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/deviceRegistrationMachine.model';
import type { Binding } from '../runner';

const USER = aUser();
const respond = ({ status, body }: { status: number; body: unknown }) =>
  Response.json(body, { status });

/**
 * The app as a browser runs it: the real API client (403 → register → retry) and the real device
 * module, their fetch answered as the reference server would: each registration is held until the
 * path's step answers it, and every other call is refused 403 until one was accepted. The screen a
 * person watches is the sign-in gate of a protected page: it needs the server, so the device.
 */
export const binding: Binding<Seen> = {
  async start() {
    localStorage.clear();
    const held = new HeldCall('registerDevice');
    let knowsDevice = false;
    const fetch: FetchLike = async (request) => {
      const path = new URL(request.url).pathname;
      if (path === deviceEndpoints.registerDevice.path) return held.handle(await request.json());
      if (!knowsDevice) return respond(deviceUnknown());
      const found = path === userEndpoints.getUserInfo.path ? USER : {};
      return Response.json({ errorCode: '0', ...found });
    };
    const baseUrl = 'http://api.test';
    const register = () => ensureDeviceRegistered({ baseUrl, fetch });
    // A first-time visitor on the open pricing page: nothing there needs the device. (resume:
    // main.tsx's start-up step, ask who is signed in if this browser had a user before.)
    const app = await renderApp({
      url: '/pricing/pricing',
      getUserInfo: createUserApi(createApiClient({ baseUrl, register, fetch })).getUserInfo,
      resume: true,
      // The account screen's own data, once the gate lets the person in.
      api: { getMyPlans: async () => newAccount() },
    });
    const person = appPerson(app);
    await person.sees({ role: 'heading', level: 1 });
    return {
      person,
      answered: [],
      sent: () => held.calls.map((call) => call.request),
      another: (before) => held.another(before),
      async answer(how) {
        if (how === 'drop') return held.fail();
        // The client's real request must be one the reference server could verify.
        if (!v.is(Valid, (await held.waiting()).request)) throw new Error('unverifiable request');
        knowsDevice = how === 'accept';
        return held.answer(respond(knowsDevice ? registrationAccepted() : registrationRefused()));
      },
      knowsDevice: async () => knowsDevice,
    };
  },
  events: does,
  states: sees,
  stop: closeScreen,
};
