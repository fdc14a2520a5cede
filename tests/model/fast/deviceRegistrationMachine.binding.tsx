import { newAccount } from '../../factories/pricing';
import { aUser } from '../../factories/user';
import { openWholeApp, wholeApp } from '../drivers/appPerson';
import * as device from '../models/deviceRegistrationMachine.model';

/**
 * The screen a person watches is a protected page's sign-in gate: it needs the server, so the
 * device. (The real runner's server verifies each registration the app sends; this one does not.)
 */
export const binding = wholeApp<device.Seen>(device, async () => {
  // A first-time visitor on the open pricing page: nothing there needs the device. (resume:
  // main.tsx's start-up step, ask who is signed in if this browser had a user before.)
  const { person, server } = await openWholeApp({
    url: '/pricing/pricing',
    resume: true,
    hold: 'registerDevice',
    user: aUser(),
    // The account screen's own data, once the gate lets the person in.
    api: { getMyPlans: async () => newAccount() },
  });
  return { person, ...server };
});
