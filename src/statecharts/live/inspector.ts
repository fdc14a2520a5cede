import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { type LiveChannel, openChannel, readMessage, type SnapshotMessage } from './channel';
import { statechartsEnabled } from './enabled';

export type Inspect = (event: InspectionEvent) => void;

export interface LiveInspectorOptions {
  open?: () => LiveChannel | null;
  now?: () => number;
  /** Names this tab: xstate numbers sessions per tab ('x:0'), and two app tabs may be open. */
  tab?: string;
}

const randomTab = () => Math.random().toString(36).slice(2, 8);

/** Enough for every long-lived actor of the app; finished ones are dropped as they finish. */
const MAX_REMEMBERED = 50;

/**
 * An xstate `inspect` callback that posts each step of every machine actor (children included)
 * on the cross-tab channel. It remembers where running actors stand, so a viewer opened later
 * is told at once instead of waiting for the next transition.
 */
export function createLiveInspector({
  open = openChannel,
  now = Date.now,
  tab = randomTab(),
}: LiveInspectorOptions = {}): Inspect {
  let channel: LiveChannel | null | undefined;
  const running = new Map<string, SnapshotMessage>();

  // Opened on first use: an app that never starts a machine never opens a channel.
  const connect = () => {
    if (channel !== undefined) return channel;
    channel = open();
    channel?.addEventListener('message', (event) => {
      if (readMessage(event.data)?.kind !== 'hello') return;
      for (const message of running.values()) channel?.postMessage(message);
    });
    return channel;
  };

  return (inspection) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const snapshot = inspection.snapshot as Partial<AnyMachineSnapshot>;
    // Promise and callback actors have no states to light.
    if (!snapshot.machine || snapshot.value === undefined) return;
    // A broken feed must never break the app it observes.
    try {
      const message: SnapshotMessage = {
        kind: 'snapshot',
        machineId: snapshot.machine.id,
        sessionId: `${tab}/${inspection.actorRef.sessionId}`,
        stateValue: snapshot.value as SnapshotMessage['stateValue'],
        event: inspection.event.type,
        status: snapshot.status ?? 'active',
        time: now(),
      };
      running.delete(message.sessionId);
      if (message.status === 'active') running.set(message.sessionId, message);
      if (running.size > MAX_REMEMBERED) running.delete(running.keys().next().value as string);
      connect()?.postMessage(message);
    } catch {}
  };
}

const noop: Inspect = () => {};

/** Pass to createActor / useActor / useMachine for every machine the app runs. */
const liveInspector: Inspect = statechartsEnabled ? createLiveInspector() : noop;

/**
 * Actor options carrying the live inspector when the viewer is switched on, nothing otherwise:
 * `createActor(machine, { input, ...liveInspection() })`.
 */
export function liveInspection(): { inspect?: Inspect } {
  return statechartsEnabled ? { inspect: liveInspector } : {};
}
