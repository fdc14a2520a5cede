/** The cross-tab channel between the running app and the statechart viewer (same origin only). */
export const CHANNEL_NAME = 'sr-statecharts';

/** What the app publishes after each step of a running machine: small, and no context data. */
export interface SnapshotMessage {
  kind: 'snapshot';
  /** The machine's root id (e.g. 'deviceRegistration'), the same with or without `.provide`. */
  machineId: string;
  /** One running actor; a machine may run several times (the sign-in gate runs per page). */
  sessionId: string;
  stateValue: StateValue;
  /** The event that led here ('xstate.init' when the actor starts). */
  event: string;
  status: 'active' | 'done' | 'error' | 'stopped';
  /** Epoch milliseconds in the app's tab. */
  time: number;
}

/** Sent by a viewer that has just opened, so the app re-posts where its actors stand now. */
interface HelloMessage {
  kind: 'hello';
}

export type LiveMessage = SnapshotMessage | HelloMessage;

export type StateValue = string | { [key: string]: StateValue };

/** The part of BroadcastChannel both ends use, so tests can hand in their own. */
export interface LiveChannel {
  postMessage(message: LiveMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export function openChannel(): LiveChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  // Node keeps a process alive while a channel is open; a feed must never do that.
  (channel as { unref?: () => void }).unref?.();
  return channel as LiveChannel;
}

const STATUSES = new Set(['active', 'done', 'error', 'stopped']);

function isStateValue(value: unknown, depth = 0): value is StateValue {
  if (typeof value === 'string') return true;
  if (depth > 32 || typeof value !== 'object' || value === null || Array.isArray(value))
    return false;
  return Object.values(value).every((v) => isStateValue(v, depth + 1));
}

/** Another tab (perhaps an older build) may post anything: accept only well-formed messages. */
export function readMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.kind === 'hello') return { kind: 'hello' };
  if (
    m.kind === 'snapshot' &&
    typeof m.machineId === 'string' &&
    typeof m.sessionId === 'string' &&
    typeof m.event === 'string' &&
    typeof m.time === 'number' &&
    typeof m.status === 'string' &&
    STATUSES.has(m.status) &&
    isStateValue(m.stateValue)
  )
    return {
      kind: 'snapshot',
      machineId: m.machineId,
      sessionId: m.sessionId,
      stateValue: m.stateValue,
      event: m.event,
      status: m.status as SnapshotMessage['status'],
      time: m.time,
    };
  return null;
}
