import type { AnyEventObject } from 'xstate';
import type { RegisterDeviceResponse } from '../../../src/api/contract/device';
import {
  type DeviceRegistrationEvent,
  deviceRegistrationMachine,
  REGISTRATION_RETRY_MS,
} from '../../../src/machines/deviceRegistrationMachine';
import { type Person, text } from '../../pages/person';
import { shell } from '../../pages/shell';
import { GATE, signInGate } from '../../pages/signInGate';
import type { MachineModel } from '../machineModel';

const answer = (status: string): RegisterDeviceResponse => ({
  errorCode: status,
  _sys_status: status,
});
const invokeId = 'registerDevice';

const accepted = { type: `xstate.done.actor.${invokeId}`, output: answer('0') };
const refused = { type: `xstate.done.actor.${invokeId}`, output: answer('1') };
const unreachable = { type: `xstate.error.actor.${invokeId}`, error: new Error('offline') };
const retryDue = { type: 'xstate.after.retryDelay.deviceRegistration.waitingToRetry' };

export const model: MachineModel<typeof deviceRegistrationMachine> = {
  machine: deviceRegistrationMachine,
  events: [{ type: 'device.register' }, accepted, refused, unreachable, retryDue] as never,
  describeEvent: (
    e: DeviceRegistrationEvent | { type: string; output?: RegisterDeviceResponse },
  ) => {
    if (e.type === 'device.register') return 'The app asks the server to recognise this browser';
    if (e.type.startsWith('xstate.error.actor')) return 'The server cannot be reached';
    if (e.type.startsWith('xstate.after')) return 'One second passes';
    const status = 'output' in e ? e.output?._sys_status : undefined;
    return status === '0'
      ? 'The server accepts the device'
      : `The server refuses the device (status ${status})`;
  },
};

/** How one registration is answered: by the server (accepted or refused), or lost on the way. */
export type Outcome = 'accept' | 'refuse' | 'drop';
type Held<R> = { request: R; arrivedAt: number };

/**
 * Each registration the app sends, held by a runner (the fast one's fake server, the real one's
 * network) until the path's step answers it: `reply` answers `request` as the runner can.
 */
export function heldRegistrations<R>(
  reply: (request: R, how: Outcome) => unknown,
  knowsDevice: () => Promise<boolean>,
) {
  const waiters: ((h: Held<R>) => void)[] = [];
  const held = {
    /** Received so far (answered or not), the one awaiting its answer, the last answer's time. */
    count: 0,
    waiting: null as Held<R> | null,
    answeredAt: null as number | null,
    /** Whether the server knows this browser's device now. */
    knowsDevice,
    arrive(request: R) {
      held.count += 1;
      const h = { request, arrivedAt: performance.now() };
      held.waiting = h;
      for (const w of waiters.splice(0)) w(h);
    },
    /** The next registration held (or the one already held). */
    next(timeoutMs = 10_000): Promise<Held<R>> {
      if (held.waiting) return Promise.resolve(held.waiting);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the app sent no registration within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push((h) => {
          clearTimeout(timer);
          resolve(h);
        });
      });
    },
    async answer(how: Outcome) {
      const { request } = await held.next();
      held.waiting = null;
      held.answeredAt = performance.now();
      return reply(request, how);
    },
  };
  return held;
}

/** The person (who signs in as `email` elsewhere) and the registrations, in either runner. */
export type Seen = {
  person: Person;
  email: string;
  registrations: ReturnType<typeof heldRegistrations<unknown>>;
};
const fact = (holds: boolean, what: string) => {
  if (!holds) throw new Error(`expected ${what}`);
};
const status = (e: AnyEventObject) =>
  (e as { output?: RegisterDeviceResponse }).output?._sys_status;

/** What the person and the server do, in both runners. */
export const does = {
  'device.register': async ({ person, registrations }: Seen) => {
    // The person opens a protected page from the header: its sign-in check is refused 403.
    await shell(person).openPersonalCentre();
    await registrations.next();
  },
  'xstate.done.actor.registerDevice': ({ registrations }: Seen, e: AnyEventObject) =>
    registrations.answer(status(e) === '0' ? 'accept' : 'refuse'),
  'xstate.error.actor.registerDevice': ({ registrations }: Seen) => registrations.answer('drop'),
  'xstate.after.retryDelay.deviceRegistration.waitingToRetry': async ({ registrations }: Seen) => {
    // Nobody acts: the app itself tries again after a second.
    const answered = registrations.answeredAt ?? 0;
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
  idle: async ({ person, registrations }) => {
    // A first-time visitor on the open pricing page: nothing there needs the device.
    await shell(person).onlySignedOut();
    await person.seesNo(text(GATE.checking));
    fact(registrations.count === 0, 'no registration yet');
    fact(!(await registrations.knowsDevice()), 'a device the server does not know');
  },
  registering: (h) => waiting(h, true),
  waitingToRetry: async (h) => {
    // Refused or unreachable: the page keeps waiting rather than flashing an error.
    await waiting(h, false);
    fact(!(await h.registrations.knowsDevice()), 'a device the server does not know');
  },
  registered: async ({ person, email, registrations }) => {
    // The server now answers: the page shows who is signed in and the account screen.
    await signInGate(person).allowed();
    await shell(person).onlySignedInAs(email);
    fact(await registrations.knowsDevice(), 'a device the server knows');
  },
} satisfies Record<string, (h: Seen) => Promise<void>>;
