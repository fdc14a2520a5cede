import type { AnyEventObject } from 'xstate';
import type { RegisterDeviceRequest } from '../../../src/api/contract/device';
import {
  deviceRegistrationMachine,
  REGISTRATION_RETRY_MS,
} from '../../../src/machines/deviceRegistrationMachine';
import { registrationAccepted, registrationRefused } from '../../factories/device';
import { aUser } from '../../factories/user';
import { type Person, text } from '../../pages/person';
import { shell } from '../../pages/shell';
import { GATE, signInGate } from '../../pages/signInGate';
import type { MachineModel, ModelPath } from '../machineModel';

const DONE = 'xstate.done.actor.registerDevice';
const FAILED = 'xstate.error.actor.registerDevice';
const RETRY = 'xstate.after.retryDelay.deviceRegistration.waitingToRetry';

/** How one registration is answered: by the server (accepted or refused), or lost on the way. */
type Outcome = 'accept' | 'refuse' | 'drop';
const outcome = (e: AnyEventObject): Outcome =>
  e.type === FAILED ? 'drop' : e.output._sys_status === '0' ? 'accept' : 'refuse';
/** How the path answers the registrations, in the order the app sends them. */
export const outcomes = (path: ModelPath) =>
  path.events.filter((e) => e.type === DONE || e.type === FAILED).map(outcome);

const WORDS: Record<string, string> = {
  'device.register': 'The app asks the server to recognise this browser',
  accept: 'The server accepts the device',
  refuse: 'The server refuses the device',
  drop: 'The server cannot be reached',
  [RETRY]: 'One second passes',
};

export const model: MachineModel<typeof deviceRegistrationMachine> = {
  machine: deviceRegistrationMachine,
  events: [
    { type: 'device.register' },
    { type: DONE, output: registrationAccepted().body },
    { type: DONE, output: registrationRefused().body },
    { type: FAILED, error: new Error('offline') },
    { type: RETRY },
  ] as never,
  describeEvent: (e: AnyEventObject) => WORDS[e.type] ?? (WORDS[outcome(e)] as string),
};

/**
 * The person (who signs in as aUser() elsewhere) and the registrations the app sends, each held by
 * the runner's shared driver (HeldCall in jsdom, HeldRequests in Chromium) until a step answers it.
 */
export type Seen = {
  person: Person;
  /** The registrations sent so far (their bodies), answered or not. */
  sent: () => unknown[];
  /** Waits for the app to send more than `before`. */
  another: (before: number) => Promise<unknown>;
  /** Answers the registration the app waits on. */
  answer: (how: Outcome) => Promise<unknown>;
  knowsDevice: () => Promise<boolean>;
  /** When each answer was given (ms since the epoch, as a registration's timestamp). */
  answered: number[];
};
const fact = (holds: boolean, what: string) => {
  if (!holds) throw new Error(`expected ${what}`);
};
const knows = async (h: Seen, known: boolean) =>
  fact((await h.knowsDevice()) === known, `the server ${known ? '' : 'not '}knowing the device`);
const answers = async (h: Seen, e: AnyEventObject) => {
  await h.answer(outcome(e));
  h.answered.push(Date.now());
};

/** What the person and the server do, in both runners. */
export const does = {
  'device.register': async (h: Seen) => {
    // The person opens a protected page from the header: its sign-in check is refused 403.
    await shell(h.person).openPersonalCentre();
    await h.another(0);
  },
  [DONE]: answers,
  [FAILED]: answers,
  [RETRY]: async (h: Seen) => {
    // Nobody acts: the app itself sends the registration again, a second after the last answer.
    await h.another(h.answered.length);
    const { timestamp } = h.sent().at(-1) as RegisterDeviceRequest;
    const after = timestamp - (h.answered.at(-1) ?? 0);
    fact(after >= REGISTRATION_RETRY_MS * 0.9, `a second before the retry, not ${after} ms`);
  },
};

/** A page that needs the server is still waiting: its sign-in check, no error. */
async function waiting(h: Seen, held: number) {
  await signInGate(h.person).checking();
  await h.person.seesNo({ role: 'alert' });
  fact(h.sent().length - h.answered.length === held, `${held ? 'a' : 'no'} registration held`);
}

/** What each state looks like, in both runners. */
export const sees = {
  idle: async (h) => {
    // A first-time visitor on the open pricing page: nothing there needs the device.
    await shell(h.person).onlySignedOut();
    await h.person.seesNo(text(GATE.checking));
    fact(h.sent().length === 0, 'no registration yet');
    await knows(h, false);
  },
  registering: (h) => waiting(h, 1),
  waitingToRetry: async (h) => {
    // Refused or unreachable: the page keeps waiting rather than flashing an error.
    await waiting(h, 0);
    await knows(h, false);
  },
  registered: async (h) => {
    // The server now answers: the page shows who is signed in and the account screen, no error.
    await signInGate(h.person).allowed();
    await shell(h.person).onlySignedInAs(aUser().email);
    await h.person.seesNo({ role: 'alert' });
    await knows(h, true);
  },
} satisfies Record<string, (h: Seen) => Promise<void>>;
