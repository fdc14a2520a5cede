import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  SimulatedClock,
  type StateValue,
} from 'xstate';
import type { MyPlan } from '../../../src/api/contract/plans';
import { allStateNodes } from '../../../src/statecharts/describe';
import type { Person } from '../../pages/person';
import { withoutInvocations } from '../testable';
import type { HeldRequests } from './heldRequests';

/**
 * Shared by the jsdom and Chromium bindings of checkout, upgrade and the pay attempt.
 *
 * A path's own snapshots (path.states) are where its events lead from the model's input: pathsOf
 * replays every path. A binding keeps a Truth of its own where its page and the model part: on the
 * real server a demo account buys its own order (a coupon applied through a promo-code link), and
 * the server's answers (a saved card's id, the amounts it prices) replace the model's payloads
 * (takenAs), so what follows depends on them.
 */
export type Snapshot<C = Record<string, unknown>> = {
  value: StateValue;
  context: C;
  matches: (value: StateValue) => boolean;
};

export class Truth {
  private readonly actor: AnyActorRef;

  constructor(machine: AnyStateMachine, input: unknown) {
    this.actor = createActor(withoutInvocations(machine), { input, clock: new SimulatedClock() });
    this.actor.start();
  }

  /** Where the path's events have led, with the machine's own context type. */
  as<C = Record<string, unknown>>(): Snapshot<C> {
    return this.actor.getSnapshot() as Snapshot<C>;
  }

  send(event: AnyEventObject): void {
    this.actor.send(event);
  }

  stop(): void {
    this.actor.stop();
  }
}

/** Every leaf state of a machine as a dotted path ('payment.paying'): each needs a check. */
function leafStates(machine: AnyStateMachine): string[] {
  return allStateNodes(machine)
    .filter((n) => n !== machine.root && Object.keys(n.states).length === 0)
    .map((n) => n.path.join('.'));
}

/** Fails loudly when a machine gains a state its binding does not say how to see. */
function requireChecks(machine: AnyStateMachine, checks: Record<string, unknown>): void {
  const missing = leafStates(machine).filter((leaf) => !(leaf in checks));
  if (missing.length) throw new Error(`${machine.id}: no visible check for ${missing.join(', ')}`);
}

/**
 * A binding's `states` from checks written once (models/<m>.sees.ts), each run by the binding's
 * person in the state the truth is in, which must be the one the runner names (for a parallel
 * machine, the leaf of one region): where the path's own events lead.
 */
export function statesFrom<H extends { truth: Truth; person: Person }>(
  machine: AnyStateMachine,
  // biome-ignore lint/suspicious/noExplicitAny: each machine's checks read its own context
  sees: Record<string, (p: Person, s: Snapshot<any>) => Promise<void>>,
) {
  requireChecks(machine, sees);
  const check = async (h: H, key: string) => {
    const s = h.truth.as();
    if (!s.matches(key)) throw new Error(`the path's events lead to ${JSON.stringify(s.value)}`);
    await sees[key]?.(h.person, s);
  };
  return Object.fromEntries(Object.keys(sees).map((key) => [key, (h: H) => check(h, key)]));
}

/**
 * A binding's events for the person's steps written once (a model's `does`, given where the path
 * is before each): each done by the binding's person, inside what this runner adds `around` it
 * (arranging the server, checking its requests), then applied to the truth (see stepper).
 */
export function eventsFrom<H extends { truth: Truth; person: Person }>(
  // biome-ignore lint/suspicious/noExplicitAny: each machine's steps read their own events and context
  does: Record<string, (p: Person, e: any, s: Snapshot<any>) => Promise<unknown>>,
  around?: (h: H, e: AnyEventObject, go: () => Promise<unknown>) => Promise<unknown>,
  translate?: (h: H, event: AnyEventObject) => AnyEventObject,
) {
  const step = stepper<H, AnyEventObject>(translate);
  const act = (type: string) =>
    step((h, e) => {
      const go = async () => does[type]?.(h.person, e, h.truth.as());
      return around ? around(h, e, go) : go();
    });
  return Object.fromEntries(Object.keys(does).map((type) => [type, act(type)]));
}

/** The requests of one call the page has sent, as a runner holds them. */
export type Sent = {
  count(): number;
  another(before: number): Promise<unknown>;
  body(index: number): unknown;
};

/** The requests of a call held at the network (real runner) as sendsAgain reads them. */
export const heldSent = (held: HeldRequests, name: string): Sent => ({
  count: () => held.count(name),
  another: (before) => held.another(name, before),
  body: (index) => held.sent(name, index),
});

/**
 * The page's held read of the user's plans (pc/up) let through to the real server (real runner):
 * the plan it lists with this order id, or null when it lists none.
 */
export async function listedPlan(held: HeldRequests, orderId: number | null) {
  const body = await held.releaseOk('getMyPlans', 'the server lists the plans');
  return (body.data as { myPlans: MyPlan[] }).myPlans.find((p) => p.orderId === orderId) ?? null;
}

/**
 * After `act` the page sends the call once more: after "Try again" a new attempt (a new
 * idempotency key); after a lost answer the same attempt again, unchanged.
 */
export async function sendsAgain(sent: Sent, attempt: 'new' | 'same', act: () => Promise<unknown>) {
  const before = sent.count();
  await act();
  await sent.another(before);
  const [previous, next] = [sent.body(attempt === 'new' ? before - 1 : 0), sent.body(before)];
  const key = (r: unknown) => (r as { idempotencyKey?: string }).idempotencyKey;
  if (attempt === 'new' && key(next) === key(previous))
    throw new Error(`a new attempt sends a new key, not ${key(next)} again`);
  if (attempt === 'same' && JSON.stringify(next) !== JSON.stringify(previous))
    throw new Error(`the same attempt, resent: ${JSON.stringify([previous, next])}`);
}

/** What an event step returns when the real server's answer replaces the model's payload. */
type TakenAs = { takenAs: AnyEventObject };
export const takenAs = (event: AnyEventObject): TakenAs => ({ takenAs: event });
const isTakenAs = (value: unknown): value is TakenAs =>
  typeof value === 'object' && value !== null && 'takenAs' in value;

/**
 * Turns "what a person (or the server) does" into a binding's event: done on the page, then applied
 * to the truth (with the real server's answer in place of the model's payload when the step says
 * so). Whether the step can happen here is not asked again: the runner has stopped the path before
 * any step a cannot rule forbids, and a step the page still cannot take fails there, loudly.
 */
export function stepper<H extends { truth: Truth }, E extends AnyEventObject>(
  /** The model's event as this page knows it (e.g. a saved card's id on the real server). */
  translate: (h: H, event: AnyEventObject) => AnyEventObject = (_, event) => event,
) {
  return (act: (h: H, event: E) => Promise<unknown>) =>
    async (h: H, modelEvent: AnyEventObject): Promise<void> => {
      const event = translate(h, modelEvent);
      const done = await act(h, event as E);
      h.truth.send(isTakenAs(done) ? done.takenAs : event);
    };
}
