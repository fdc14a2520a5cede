import type { AnyEventObject } from 'xstate';
import {
  deviceRegistrationMachine,
  REGISTRATION_RETRY_MS,
} from '../../../src/machines/deviceRegistrationMachine';
import { type Person, text } from '../../pages/person';
import { shell } from '../../pages/shell';
import { GATE, signInGate } from '../../pages/signInGate';
import type { MachineModel } from '../machineModel';

const DONE = 'xstate.done.actor.registerDevice';
const FAILED = 'xstate.error.actor.registerDevice';
const RETRY = 'xstate.after.retryDelay.deviceRegistration.waitingToRetry';
/** The server's answer to a registration: _sys_status '0' accepts the device. */
const answer = (s: string) => ({ type: DONE, output: { errorCode: s, _sys_status: s } });
const accepted = (e: AnyEventObject) => e.output._sys_status === '0';
const lost = { type: FAILED, error: new Error('offline') };

const WORDS: Record<string, string> = {
  'device.register': 'The app asks the server to recognise this browser',
  [FAILED]: 'The server cannot be reached',
  [RETRY]: 'One second passes',
};

export const model: MachineModel<typeof deviceRegistrationMachine> = {
  machine: deviceRegistrationMachine,
  events: [{ type: 'device.register' }, answer('0'), answer('1'), lost, { type: RETRY }] as never,
  describeEvent: (e: AnyEventObject) =>
    WORDS[e.type] ??
    (accepted(e)
      ? 'The server accepts the device'
      : `The server refuses the device (status ${e.output._sys_status})`),
};

/** How one registration is answered: by the server (accepted or refused), or lost on the way. */
export type Outcome = 'accept' | 'refuse' | 'drop';
type Held = { answer: (how: Outcome) => unknown; arrivedAt: number };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each registration the app sends, held by a runner (the fast one's fake server, the real one's
 * network) until the path's step answers it as the runner can (`arrive`'s `answer`).
 */
export const heldRegistrations = (knowsDevice: () => Promise<boolean>) => ({
  /** Received so far (answered or not), the one awaiting its answer, the last answer's time. */
  count: 0,
  waiting: null as Held | null,
  answeredAt: 0,
  /** Whether the server knows this browser's device now. */
  knowsDevice,
  arrive(answer: Held['answer']) {
    this.count += 1;
    this.waiting = { answer, arrivedAt: performance.now() };
  },
  /** The next registration held (or the one already held). */
  async next(timeoutMs = 10_000): Promise<Held> {
    for (const end = performance.now() + timeoutMs; !this.waiting; await pause(10))
      if (performance.now() > end)
        throw new Error(`the app sent no registration in ${timeoutMs} ms`);
    return this.waiting;
  },
  async answer(how: Outcome) {
    const { answer } = await this.next();
    this.waiting = null;
    this.answeredAt = performance.now();
    return answer(how);
  },
});

/** The person (who signs in as `email` elsewhere) and the registrations, in either runner. */
export type Seen = {
  person: Person;
  email: string;
  registrations: ReturnType<typeof heldRegistrations>;
};
const fact = (holds: boolean, what: string) => {
  if (!holds) throw new Error(`expected ${what}`);
};
const unknownDevice = async ({ registrations }: Seen) =>
  fact(!(await registrations.knowsDevice()), 'a device the server does not know');

/** What the person and the server do, in both runners. */
export const does = {
  'device.register': async ({ person, registrations }: Seen) => {
    // The person opens a protected page from the header: its sign-in check is refused 403.
    await shell(person).openPersonalCentre();
    await registrations.next();
  },
  [DONE]: ({ registrations }: Seen, e: AnyEventObject) =>
    registrations.answer(accepted(e) ? 'accept' : 'refuse'),
  [FAILED]: ({ registrations }: Seen) => registrations.answer('drop'),
  [RETRY]: async ({ registrations }: Seen) => {
    // Nobody acts: the app itself tries again after a second.
    const answered = registrations.answeredAt;
    const after = (await registrations.next(REGISTRATION_RETRY_MS * 5)).arrivedAt - answered;
    fact(
      after >= REGISTRATION_RETRY_MS * 0.9,
      `a second between the answer and the retry, not ${after} ms`,
    );
  },
};

/** A page that needs the server is still waiting: its sign-in check, no error. */
async function waiting({ person, registrations }: Seen, held: boolean) {
  await signInGate(person).checking();
  await person.seesNo({ role: 'alert' });
  fact((registrations.waiting !== null) === held, `a registration ${held ? '' : 'not '}held`);
}

/** What each state looks like, in both runners. */
export const sees = {
  idle: async (h) => {
    // A first-time visitor on the open pricing page: nothing there needs the device.
    await shell(h.person).onlySignedOut();
    await h.person.seesNo(text(GATE.checking));
    fact(h.registrations.count === 0, 'no registration yet');
    await unknownDevice(h);
  },
  registering: (h) => waiting(h, true),
  waitingToRetry: async (h) => {
    // Refused or unreachable: the page keeps waiting rather than flashing an error.
    await waiting(h, false);
    await unknownDevice(h);
  },
  registered: async ({ person, email, registrations }) => {
    // The server now answers: the page shows who is signed in and the account screen.
    await signInGate(person).allowed();
    await shell(person).onlySignedInAs(email);
    fact(await registrations.knowsDevice(), 'a device the server knows');
  },
} satisfies Record<string, (h: Seen) => Promise<void>>;
