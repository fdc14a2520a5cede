import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RegisterDeviceResponse } from '../../src/api/contract/device';
import {
  deviceRegistrationMachine,
  REGISTRATION_RETRY_MS,
} from '../../src/machines/deviceRegistrationMachine';
import { registrationAccepted, registrationRefused } from '../factories/device';

type Outcome = RegisterDeviceResponse | Error;
// What registerDeviceOnce resolves with when the reference server answers.
const refused: RegisterDeviceResponse = registrationRefused().body;
const accepted: RegisterDeviceResponse = registrationAccepted().body;

/** Lets the fake registerDevice promise settle and the machine take its onDone/onError. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the machine on a simulated clock; each attempt takes the next scripted outcome. */
function start(outcomes: Outcome[]) {
  const clock = new SimulatedClock();
  const attemptsAt: number[] = [];
  const machine = deviceRegistrationMachine.provide({
    actors: {
      registerDevice: fromPromise(async () => {
        attemptsAt.push(clock.now());
        const outcome = outcomes[attemptsAt.length - 1] ?? accepted;
        if (outcome instanceof Error) throw outcome;
        return outcome;
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, attemptsAt };
}

describe('deviceRegistrationMachine', () => {
  it('waits in idle until asked to register', () => {
    const { actor, attemptsAt } = start([accepted]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(attemptsAt).toEqual([]);
  });

  it('makes the first attempt immediately and stops when accepted', async () => {
    const { actor, attemptsAt } = start([accepted]);
    actor.send({ type: 'device.register' });
    expect(attemptsAt).toEqual([0]);
    await settle();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(actor.getSnapshot().context).toEqual({ attempts: 1, lastFailure: null });
  });

  it('retries exactly every 1000 ms while refused, and never earlier', async () => {
    const { actor, clock, attemptsAt } = start([refused, refused, refused, accepted]);
    actor.send({ type: 'device.register' });
    await settle();
    for (let retry = 1; retry <= 3; retry += 1) {
      expect(actor.getSnapshot().value).toBe('waitingToRetry');
      clock.increment(REGISTRATION_RETRY_MS - 1);
      expect(attemptsAt).toHaveLength(retry); // 999 ms: still waiting
      clock.increment(1);
      expect(attemptsAt).toHaveLength(retry + 1);
      await settle();
    }
    expect(attemptsAt).toEqual([0, 1000, 2000, 3000]);
    expect(actor.getSnapshot().value).toBe('registered');
    expect(actor.getSnapshot().context.attempts).toBe(4);
  });

  it('also retries every 1000 ms after network errors', async () => {
    const { actor, clock, attemptsAt } = start([new TypeError('fetch failed'), refused, accepted]);
    actor.send({ type: 'device.register' });
    await settle();
    expect(actor.getSnapshot().context.lastFailure).toBe('network');
    clock.increment(1000);
    await settle();
    expect(actor.getSnapshot().context.lastFailure).toBe('1');
    clock.increment(1000);
    await settle();
    expect(attemptsAt).toEqual([0, 1000, 2000]);
    expect(actor.getSnapshot().value).toBe('registered');
  });

  it('makes no further attempts once registered', async () => {
    const { actor, clock, attemptsAt } = start([refused, accepted]);
    actor.send({ type: 'device.register' });
    await settle();
    clock.increment(1000);
    await settle();
    clock.increment(60_000);
    await settle();
    expect(attemptsAt).toEqual([0, 1000]);
    expect(actor.getSnapshot().value).toBe('registered');
  });

  it('accepts only _sys_status "0", whatever errorCode says', async () => {
    const { actor, attemptsAt } = start([{ errorCode: '0', _sys_status: '403' }]);
    actor.send({ type: 'device.register' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waitingToRetry');
    expect(actor.getSnapshot().context.lastFailure).toBe('403');
    expect(attemptsAt).toHaveLength(1);
  });

  it('ignores repeated requests while one registration is under way', async () => {
    const { actor, clock, attemptsAt } = start([refused, accepted]);
    actor.send({ type: 'device.register' });
    actor.send({ type: 'device.register' });
    await settle();
    actor.send({ type: 'device.register' });
    clock.increment(500);
    expect(attemptsAt).toEqual([0]);
    clock.increment(500);
    await settle();
    expect(attemptsAt).toEqual([0, 1000]);
  });

  it('ends once the device is accepted: a forgotten device gets a fresh registration', async () => {
    const { actor, clock, attemptsAt } = start([accepted, accepted]);
    actor.send({ type: 'device.register' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(5000);
    actor.send({ type: 'device.register' });
    await settle();
    expect(attemptsAt).toEqual([0]);
    expect(actor.getSnapshot().value).toBe('registered');
  });
});
