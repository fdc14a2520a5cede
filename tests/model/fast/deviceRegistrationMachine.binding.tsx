import { createApiClient } from '../../../src/api/client';
import { deviceEndpoints } from '../../../src/api/contract/device';
import { createUserApi } from '../../../src/api/user';
import { ensureDeviceRegistered } from '../../../src/app/live/device';
import { deviceUnknown, registrationAccepted, registrationRefused } from '../../factories/device';
import { newAccount } from '../../factories/pricing';
import { aUser } from '../../factories/user';
import { openWholeApp } from '../drivers/appPerson';
import { closeScreen, HeldCall } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/deviceRegistrationMachine.model';
import type { Binding } from '../runner';

/**
 * The app as a browser runs it: the real API client (403 → register → retry) and the real device
 * module, their fetch answered as the reference server would: each registration is held until the
 * path's step answers it, and the sign-in check is refused 403 until one was accepted. The screen
 * a person watches is the sign-in gate of a protected page: it needs the server, so the device.
 * (The real runner's server verifies each registration the app sends; this fake does not.)
 */
export const binding: Binding<Seen> = {
  async start() {
    const held = new HeldCall('registerDevice');
    let knowsDevice = false;
    const fetch = async (request: Request) => {
      const { status, body } =
        new URL(request.url).pathname === deviceEndpoints.registerDevice.path
          ? await held.handle(await request.json())
          : knowsDevice
            ? { status: 200, body: { errorCode: '0', ...aUser() } }
            : deviceUnknown();
      return Response.json(body, { status });
    };
    const baseUrl = 'http://api.test';
    const register = () => ensureDeviceRegistered({ baseUrl, fetch });
    // A first-time visitor on the open pricing page: nothing there needs the device. (resume:
    // main.tsx's start-up step, ask who is signed in if this browser had a user before.)
    const { person } = await openWholeApp({
      url: '/pricing/pricing',
      getUserInfo: createUserApi(createApiClient({ baseUrl, register, fetch })).getUserInfo,
      resume: true,
      // The account screen's own data, once the gate lets the person in.
      api: { getMyPlans: async () => newAccount() },
    });
    return {
      person,
      sent: () => held.calls.length,
      held: async () => (await held.waiting()).request,
      async answer(how) {
        if (how === 'drop') return held.fail();
        knowsDevice = how === 'accept';
        return held.answer(knowsDevice ? registrationAccepted() : registrationRefused());
      },
      knowsDevice: async () => knowsDevice,
    };
  },
  events: does,
  states: sees,
  stop: closeScreen,
};
