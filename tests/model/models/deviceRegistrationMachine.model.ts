import assert from 'node:assert/strict';
import {
  deviceRegistrationMachine,
  REGISTRATION_RETRY_MS,
} from '../../../src/machines/deviceRegistrationMachine';
import { registrationAccepted, registrationRefused } from '../../factories/device';
import { aUser } from '../../factories/user';
import type { Person } from '../../pages/person';
import { shell } from '../../pages/shell';
import { signInGate } from '../../pages/signInGate';
import { answeredAt, answeredBy, type Held, waitsOn } from '../drivers/held';
import type { MachineModel, StateCheck } from '../machineModel';

export const model: MachineModel<typeof deviceRegistrationMachine> = {
  machine: deviceRegistrationMachine,
  events: [
    { type: 'device.register' },
    { type: 'xstate.done.actor.registerDevice', output: registrationAccepted().body },
    { type: 'xstate.done.actor.registerDevice', output: registrationRefused().body },
    { type: 'xstate.error.actor.registerDevice', error: new Error('offline') },
    // Nobody acts: the app itself sends the registration again (registering checks when).
    { type: 'xstate.after.retryDelay.deviceRegistration.waitingToRetry' },
  ] as never,
};

/** The person (who signs in as aUser() elsewhere), the app's registrations (held), and whether
 * the server knows the device. */
export type Seen = { person: Person; registrations: Held; knowsDevice: () => Promise<boolean> };

/** What the person and the server do, in both runners. */
export const does = {
  // The person opens a protected page from the header: its sign-in check is refused 403.
  'device.register': (h: Seen) => shell(h.person).openPersonalCentre(),
  ...answeredBy('registerDevice', 'registrations'),
};

/** What each state looks like, in both runners. */
export const sees: Record<string, StateCheck<typeof deviceRegistrationMachine, Seen>> = {
  // A first-time visitor on the open pricing page: nothing there needs the device.
  idle: (h) => signInGate(h.person).notAsked(),
  // Not registered yet (refused, unreachable, or still asking): a page that needs the server keeps
  // waiting, its sign-in check on screen, rather than flashing an error. One registration waits for
  // the server, sent a second (the machine's own delay) after the last answer, not sooner.
  registering: async (h) => {
    await signInGate(h.person).checking();
    const { timestamp } = (await waitsOn(h.registrations)) as { timestamp: number };
    const after = timestamp - answeredAt(h.registrations);
    assert.ok(after >= REGISTRATION_RETRY_MS * 0.9, `a second before the retry, not ${after} ms`);
  },
  waitingToRetry: (h) => signInGate(h.person).checking(),
  // The server now answers: the page shows who is signed in and the account screen, no error.
  registered: (h) => signInGate(h.person).allowedAs(aUser().email),
  // Every state: one registration was sent per attempt the machine made, and the server knows the
  // device once it is registered, not before.
  '*': async (h, s) => {
    assert.equal(h.registrations.sent(), s.context.attempts, 'registrations sent');
    assert.equal(await h.knowsDevice(), s.matches('registered'), 'the server knows the device');
  },
};
