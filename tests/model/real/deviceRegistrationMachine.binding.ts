import { openApp } from '../../pages/playwrightPerson';
import { knowsDevice } from '../drivers/heldRequests';
import { holdCall, newBrowsers, signInElsewhere } from '../drivers/realSession';
import * as device from '../models/deviceRegistrationMachine.model';

/** A registration's signature spoiled, so the real server refuses it (400, _sys_status "1"). */
const spoiled = (body: object) => JSON.stringify({ ...body, signature: '0'.repeat(64) });

/**
 * Device registration against `npm start`: each registration held at the network, then answered
 * by the real server or lost on the way. No answer is made up: one the path refuses goes spoiled.
 */
export const realBinding = newBrowsers(device, () => ({
  async start({ page, person }) {
    const registrations = await holdCall(
      page,
      'registerDevice',
      (route, o: { _sys_status: string }, body) =>
        route.continue(o._sys_status === '0' ? {} : { postData: spoiled(body) }),
    );
    // Prices are public: the real server's five plans show with no device registered yet.
    await openApp(page, '/pricing/pricing');
    await person.seesCount({ role: 'article' }, 5);
    // They sign in (as aUser()) in another tab; this tab's app learns it when a page needs it.
    await signInElsewhere(page.context());
    return { registrations, knowsDevice: () => knowsDevice(page.context()) };
  },
}));
