import type { SnapshotMessage, StateValue } from './channel';

interface LiveStep {
  event: string;
  stateValue: StateValue;
  time: number;
}

/** One running (or recently finished) actor as the viewer knows it. */
export interface LiveSession {
  sessionId: string;
  machineId: string;
  stateValue: StateValue;
  status: SnapshotMessage['status'];
  /** Newest first. */
  log: LiveStep[];
  updated: number;
}

export type LiveFeed = ReadonlyMap<string, LiveSession>;

const LOG_LENGTH = 8;
/** The sign-in gate runs once per protected page: keep the recent runs, not all of them. */
const SESSIONS_PER_MACHINE = 5;

export function applySnapshot(feed: LiveFeed, message: SnapshotMessage): LiveFeed {
  const previous = feed.get(message.sessionId);
  const step = { event: message.event, stateValue: message.stateValue, time: message.time };
  // A replay after "hello" repeats the last step: show it once.
  const repeated = previous?.log[0]?.time === step.time && previous.log[0].event === step.event;
  const session: LiveSession = {
    sessionId: message.sessionId,
    machineId: message.machineId,
    stateValue: message.stateValue,
    status: message.status,
    log: repeated ? previous.log : [step, ...(previous?.log ?? [])].slice(0, LOG_LENGTH),
    updated: message.time,
  };
  const next = new Map(feed);
  next.set(session.sessionId, session);
  const ofMachine = [...next.values()]
    .filter((s) => s.machineId === session.machineId)
    .sort((a, b) => b.updated - a.updated);
  for (const old of ofMachine.slice(SESSIONS_PER_MACHINE)) next.delete(old.sessionId);
  return next;
}

/** Sessions of one machine, most recently active first. */
export function sessionsOf(feed: LiveFeed, machineId: string): LiveSession[] {
  return [...feed.values()]
    .filter((s) => s.machineId === machineId)
    .sort((a, b) => b.updated - a.updated);
}

/**
 * The sessions whose states the diagram lights: every running one, or when none runs the latest,
 * so a machine that finished quickly (the sign-in gate) still shows where it ended.
 */
export function litSessions(sessions: LiveSession[]): LiveSession[] {
  const running = sessions.filter((s) => s.status === 'active');
  return running.length > 0 ? running : sessions.slice(0, 1);
}
