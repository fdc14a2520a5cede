import assert from 'node:assert/strict';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import {
  deviceRegistrationMachine,
  REGISTRATION_RETRY_MS,
} from '../../../src/machines/deviceRegistrationMachine';
import { registrationAccepted, registrationRefused } from '../../factories/device';
import { aUser } from '../../factories/user';
import type { Person } from '../../pages/person';
import { shell } from '../../pages/shell';
import { signInGate } from '../../pages/signInGate';
import type { MachineModel } from '../machineModel';

const DONE = 'xstate.done.actor.registerDevice';
const FAILED = 'xstate.error.actor.registerDevice';
const RETRY = 'xstate.after.retryDelay.deviceRegistration.waitingToRetry';

export const model: MachineModel<typeof deviceRegistrationMachine> = {
  machine: deviceRegistrationMachine,
  events: [
    { type: 'device.register' },
    { type: DONE, output: registrationAccepted().body },
    { type: DONE, output: registrationRefused().body },
    { type: FAILED, error: new Error('offline') },
    { type: RETRY },
  ] as never,
};

/**
 * The person (who signs in as aUser() elsewhere) and the registrations the app sends, each held by
 * the runner's shared driver (HeldCall in jsdom, HeldRequests in Chromium) until a step answers it.
 */
export type Seen = {
  person: Person;
  /** How many registrations were sent so far, answered or not. */
  sent: () => number;
  /** Waits for the registration the app waits on: its body. */
  held: () => Promise<unknown>;
  /** Answers the registration the app waits on: the server accepts or refuses it, or it is lost. */
  answer: (how: 'accept' | 'refuse' | 'drop') => Promise<unknown>;
  knowsDevice: () => Promise<boolean>;
  /** When the last answer was given (ms since the epoch, as a registration's timestamp). */
  answeredAt?: number;
};
type Check = (h: Seen, snapshot: SnapshotFrom<typeof deviceRegistrationMachine>) => Promise<void>;

const answers = async (h: Seen, e: AnyEventObject) => {
  await h.answer(e.type === FAILED ? 'drop' : e.output._sys_status === '0' ? 'accept' : 'refuse');
  h.answeredAt = Date.now();
};

/** What the person and the server do, in both runners. */
export const does = {
  // The person opens a protected page from the header: its sign-in check is refused 403.
  'device.register': (h: Seen) => shell(h.person).openPersonalCentre(),
  [DONE]: answers,
  [FAILED]: answers,
  // Nobody acts: the app itself sends the registration again (registering checks when).
  [RETRY]: async () => {},
};

/**
 * Not registered yet (refused, unreachable, or still asking): a page that needs the server keeps
 * waiting, its sign-in check on screen, rather than flashing an error.
 */
const waiting: Check = async (h, { context }) => {
  await signInGate(h.person).checking();
  // One registration per attempt the machine made, the last one held while it waits.
  assert.equal(h.sent(), context.attempts, 'registrations sent');
  assert.equal(await h.knowsDevice(), false, 'the server does not know the device');
};

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  idle: async (h) => {
    // A first-time visitor on the open pricing page: nothing there needs the device (none sent,
    // so the server cannot know it yet).
    await shell(h.person).onlySignedOut();
    await signInGate(h.person).notChecking();
    assert.equal(h.sent(), 0, 'no registration yet');
  },
  registering: async (h, snapshot) => {
    // A retry goes out a second after the last answer, not sooner.
    const after = ((await h.held()) as { timestamp: number }).timestamp - (h.answeredAt ?? 0);
    assert.ok(after >= REGISTRATION_RETRY_MS * 0.9, `a second before the retry, not ${after} ms`);
    await waiting(h, snapshot);
  },
  waitingToRetry: waiting,
  registered: async (h) => {
    // The server now answers: the page shows who is signed in and the account screen, no error.
    await signInGate(h.person).allowed();
    await shell(h.person).onlySignedInAs(aUser().email);
    await h.person.seesNo({ role: 'alert' });
    assert.equal(await h.knowsDevice(), true, 'the server knows the device');
  },
};
