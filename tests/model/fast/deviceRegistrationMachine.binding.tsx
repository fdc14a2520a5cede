import { newAccount } from '../../factories/pricing';
import { aUser } from '../../factories/user';
import { openWholeApp, wholeApp } from '../drivers/appPerson';
import * as device from '../models/deviceRegistrationMachine.model';

/** Device registration in jsdom: unlike the real server, this one checks no signature. */
export const binding = wholeApp<device.Seen>(device, async () => {
  const { person, server } = await openWholeApp({
    url: '/pricing/pricing',
    hold: 'registerDevice',
    user: aUser(),
    // The account screen's own data, once the gate lets the person in.
    api: { getMyPlans: async () => newAccount() },
  });
  return { person, ...server };
});
