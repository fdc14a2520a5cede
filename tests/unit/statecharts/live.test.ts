import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deviceRegistrationMachine } from '../../../src/machines/deviceRegistrationMachine';
import type {
  LiveChannel,
  LiveMessage,
  SnapshotMessage,
} from '../../../src/statecharts/live/channel';
import { readMessage } from '../../../src/statecharts/live/channel';
import { applySnapshot, litSessions, sessionsOf } from '../../../src/statecharts/live/feed';
import { createLiveInspector, liveInspection } from '../../../src/statecharts/live/inspector';
import { registrationAccepted } from '../../factories/device';

/** A channel that records what is posted and lets a test play the other tab. */
function fakeChannel() {
  const posted: LiveMessage[] = [];
  const listeners = new Set<(event: MessageEvent) => void>();
  const channel: LiveChannel = {
    postMessage: (m) => posted.push(structuredClone(m)),
    addEventListener: (_, l) => listeners.add(l),
    removeEventListener: (_, l) => listeners.delete(l),
    close: () => listeners.clear(),
  };
  const receive = (data: unknown) => {
    for (const l of listeners) l({ data } as MessageEvent);
  };
  return { channel, posted, receive };
}

const snapshots = (posted: LiveMessage[]) =>
  posted.filter((m): m is SnapshotMessage => m.kind === 'snapshot');

const registration = () =>
  deviceRegistrationMachine.provide({
    actors: { registerDevice: fromPromise(async () => registrationAccepted().body) },
  });

describe('live inspector', () => {
  it('posts machine id, session, state value, event and time for each step, not context', async () => {
    const { channel, posted } = fakeChannel();
    const inspect = createLiveInspector({ open: () => channel, now: () => 1234, tab: 't1' });
    const actor = createActor(registration(), { inspect }).start();
    actor.send({ type: 'device.register' });
    await new Promise((r) => setTimeout(r, 0));
    const steps = snapshots(posted);
    expect(steps.map((m) => [m.stateValue, m.event])).toEqual([
      ['idle', 'xstate.init'],
      ['registering', 'device.register'],
      ['registered', 'xstate.done.actor.registerDevice'],
    ]);
    expect(steps[0]).toEqual({
      kind: 'snapshot',
      machineId: 'deviceRegistration',
      sessionId: `t1/${actor.sessionId}`,
      stateValue: 'idle',
      event: 'xstate.init',
      status: 'active',
      time: 1234,
    });
    actor.stop();
  });

  it('tells a viewer that just opened where running actors stand', () => {
    const { channel, posted, receive } = fakeChannel();
    const inspect = createLiveInspector({ open: () => channel, now: () => 1, tab: 't2' });
    const actor = createActor(deviceRegistrationMachine, { inspect }).start();
    posted.length = 0;
    receive({ kind: 'hello' });
    expect(snapshots(posted).map((m) => [m.sessionId, m.stateValue])).toEqual([
      [`t2/${actor.sessionId}`, 'idle'],
    ]);
    actor.stop();
  });

  it('never breaks the app when the channel fails, and opens nothing when switched off', () => {
    const inspect = createLiveInspector({
      open: () => {
        throw new Error('no channel');
      },
    });
    const actor = createActor(deviceRegistrationMachine, { inspect }).start();
    expect(() => actor.send({ type: 'device.register' })).not.toThrow();
    actor.stop();
    // Tests run with VITE_STATECHARTS unset: the app's actors get no inspector at all.
    expect(liveInspection()).toEqual({});
  });
});

describe('live feed', () => {
  const message = (over: Partial<SnapshotMessage>): SnapshotMessage => ({
    kind: 'snapshot',
    machineId: 'user',
    sessionId: 'x:1',
    stateValue: 'unknown',
    event: 'xstate.init',
    status: 'active',
    time: 1,
    ...over,
  });

  it('keeps each session’s state and its last transitions, newest first', () => {
    let feed = applySnapshot(new Map(), message({}));
    feed = applySnapshot(feed, message({ stateValue: 'loading', event: 'user.load', time: 2 }));
    feed = applySnapshot(feed, message({ stateValue: 'loading', event: 'user.load', time: 2 }));
    const [session] = sessionsOf(feed, 'user');
    expect(session?.stateValue).toBe('loading');
    expect(session?.log.map((s) => s.event)).toEqual(['user.load', 'xstate.init']);
  });

  it('lights running sessions, or the latest finished one when none runs', () => {
    let feed = applySnapshot(
      new Map(),
      message({ machineId: 'gate', sessionId: 'a', status: 'done' }),
    );
    feed = applySnapshot(
      feed,
      message({ machineId: 'gate', sessionId: 'b', status: 'done', time: 5 }),
    );
    expect(litSessions(sessionsOf(feed, 'gate')).map((s) => s.sessionId)).toEqual(['b']);
    feed = applySnapshot(feed, message({ machineId: 'gate', sessionId: 'c', time: 6 }));
    expect(litSessions(sessionsOf(feed, 'gate')).map((s) => s.sessionId)).toEqual(['c']);
  });

  it('keeps only the recent runs of a machine', () => {
    let feed = new Map() as ReturnType<typeof applySnapshot>;
    for (let i = 0; i < 20; i++)
      feed = applySnapshot(feed, message({ sessionId: `s${i}`, time: i }));
    expect(sessionsOf(feed, 'user').map((s) => s.sessionId)).toEqual([
      's19',
      's18',
      's17',
      's16',
      's15',
    ]);
  });

  it('accepts only well-formed messages from other tabs', () => {
    expect(readMessage(message({ stateValue: { a: 'b' } }))).toMatchObject({
      stateValue: { a: 'b' },
    });
    expect(readMessage({ kind: 'hello' })).toEqual({ kind: 'hello' });
    expect(readMessage(null)).toBeNull();
    expect(readMessage({ ...message({}), stateValue: 3 })).toBeNull();
    expect(readMessage({ ...message({}), status: 'weird' })).toBeNull();
    expect(readMessage({ ...message({}), time: '1' })).toBeNull();
  });
});
