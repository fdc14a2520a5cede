import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  SimulatedClock,
  type StateValue,
} from 'xstate';
import type { CheckoutContext } from '../../../src/machines/checkoutMachine';
import { allStateNodes } from '../../../src/statecharts/describe';
import { type ModelPath, statesAlong } from '../machineModel';
import { withoutInvocations } from '../testable';

/**
 * Shared by the jsdom and Chromium bindings of checkout, upgrade and the success page.
 *
 * A path's own snapshots (path.states) are where its events lead from the model's input: pathsOf
 * replays every path. A binding keeps a Truth of its own only where its page and the model part:
 * checkout opened through a promo-code link starts with a coupon the model's input lacks, and the
 * real server's answers (a saved card's id, the amounts it prices) replace the model's payloads
 * (takenAs), so what follows depends on them.
 */
export type Snapshot<C = Record<string, unknown>> = {
  value: StateValue;
  context: C;
  matches: (value: StateValue) => boolean;
};

export class Truth {
  private readonly actor: AnyActorRef;
  /** How many of the path's events have been taken so far. */
  taken = 0;

  constructor(machine: AnyStateMachine, input: unknown) {
    this.actor = createActor(withoutInvocations(machine), { input, clock: new SimulatedClock() });
    this.actor.start();
  }

  get snapshot(): Snapshot {
    return this.actor.getSnapshot() as Snapshot;
  }

  /** The snapshot with the machine's own context type. */
  as<C>(): Snapshot<C> {
    return this.actor.getSnapshot() as Snapshot<C>;
  }

  send(event: AnyEventObject): void {
    this.actor.send(event);
    this.taken += 1;
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
export function requireChecks(machine: AnyStateMachine, checks: Record<string, unknown>): void {
  const missing = leafStates(machine).filter((leaf) => !(leaf in checks));
  if (missing.length) throw new Error(`${machine.id}: no visible check for ${missing.join(', ')}`);
}

/** The leaf a region of a parallel machine is in ('contact' → 'contact.editing'). */
export function leafOf(snapshot: Snapshot<unknown>, region: string): string {
  const value = (snapshot.value as Record<string, StateValue>)[region];
  return `${region}.${typeof value === 'string' ? value : Object.keys(value ?? {})[0]}`;
}

/** "Step 6 (The buyer clicks Pay): …" — where a path stops and why, for the report. */
export const atStep = (path: ModelPath, index: number, reason: string) =>
  `Step ${index + 1} (${path.steps[index] ?? path.events[index]?.type}): ${reason}`;

/** Answers and time passing: no control on the page is involved. */
export const isServerAnswer = (type: string) =>
  type.startsWith('xstate.done.actor.') ||
  type.startsWith('xstate.error.actor.') ||
  type.startsWith('xstate.after.');

type CheckoutSnapshot = Snapshot<CheckoutContext>;

/**
 * Why a person (or the server) cannot cause this checkout event now, judged from where the
 * path's events really lead; undefined when they can. Every reason names what is on the screen.
 */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: one rule per step nobody can take on the checkout page
export function cannotInCheckout(
  snapshot: Snapshot<unknown>,
  event: AnyEventObject,
): string | undefined {
  const s = snapshot as CheckoutSnapshot;
  const ctx = s.context;
  const type = event.type;
  if (s.matches({ payment: 'succeeded' }))
    return 'the order is placed and the success page has replaced checkout (its actor is stopped), so nothing more can happen on the checkout page (MODEL: the traversal continues past payment.succeeded because the other regions are not final).';
  if (isServerAnswer(type)) return undefined;
  const event_ = event as AnyEventObject & { field?: string; value?: unknown; code?: string };
  if (type === 'payment.retry')
    return s.matches({ payment: 'failed' })
      ? undefined
      : 'there is no "Try again" for the payment now.';
  if (type === 'payment.changeCard')
    return s.matches({ payment: 'failed' }) ? undefined : 'there is no "Change card" button now.';
  if (type === 'summary.retry')
    return s.matches({ summary: 'failed' })
      ? undefined
      : 'the order summary has not failed: there is no "Try again" in it.';
  if (type === 'order.change') {
    const order = (event as { order?: CheckoutContext['order'] }).order;
    if (!s.matches({ payment: 'idle' }))
      return 'the billing-cycle switch in the order summary is disabled while a payment is being placed or has failed.';
    if (order?.productCode !== ctx.order.productCode || order?.currency !== ctx.order.currency)
      return 'checkout switches only the billing cycle; the product and currency are chosen in offer selection.';
    return order.subscriptionTime === ctx.order.subscriptionTime
      ? 'that billing cycle is already the chosen one: choosing it again sends nothing.'
      : undefined;
  }
  if (s.matches({ payment: 'failed' }))
    return 'the "Payment failed" screen has replaced the form; only "Change card" and "Try again" are there.';
  if (!s.matches({ payment: 'idle' }))
    return 'the form is locked (disabled) while the payment is being placed.';
  if (type.startsWith('contact.') && s.matches({ contact: 'loading' }))
    return 'the contact form is still loading: there is no field yet.';
  if (type.startsWith('card.') && s.matches({ card: 'loading' }))
    return 'the payment section is still loading: there is no card to choose or field to type in.';
  switch (type) {
    case 'contact.save':
      return ctx.contact.saveAsContact === event_.value
        ? `"Save as my contact information" is already ${event_.value ? 'ticked' : 'clear'}.`
        : undefined;
    case 'card.select':
      if (!s.matches({ card: 'saved' })) return 'the saved cards are not shown now.';
      if (!ctx.cards.some((c) => c.id === (event as { cardId?: number }).cardId))
        return 'that card is not among the saved cards.';
      return ctx.selectedCardId === (event as { cardId?: number }).cardId
        ? 'that saved card is already the chosen one: choosing it again sends nothing.'
        : undefined;
    case 'card.new':
      return s.matches({ card: 'saved' })
        ? undefined
        : 'there is no "Pay with a new card" button: the new-card form is already open.';
    case 'card.useSaved':
      if (!s.matches({ card: 'new' })) return 'the saved cards are already shown.';
      return ctx.cards.length > 0
        ? undefined
        : 'there is no saved card, so there is no "Use a saved card" button.';
    case 'card.change':
    case 'card.blur':
      return s.matches({ card: 'new' }) ? undefined : 'the new-card fields are not shown now.';
    case 'card.save':
      if (!s.matches({ card: 'new' })) return 'the new-card fields are not shown now.';
      return ctx.newCard.save === event_.value
        ? `"Save this card" is already ${event_.value ? 'ticked' : 'clear'}.`
        : undefined;
    case 'coupon.remove':
      return ctx.coupons.includes(String(event_.code).toUpperCase())
        ? undefined
        : `no coupon ${event_.code} is applied, so there is no "Remove" button for it.`;
    case 'agreement.tick':
      return ctx.agreement ? 'the agreement is already ticked.' : undefined;
    case 'agreement.untick':
      return ctx.agreement ? undefined : 'the agreement is not ticked, so it cannot be cleared.';
    case 'checkout.submit':
      return s.matches({ summary: 'ready' }) && ctx.preview
        ? undefined
        : 'the Pay button stays disabled until the server has priced the order.';
    default:
      return undefined;
  }
}

/** Coupons the page must open with so the path's steps make sense (see the bindings). */
export function checkoutCoupons(path: ModelPath): string[] {
  const removes = path.events
    .filter((e) => e.type === 'coupon.remove')
    .map((e) => String((e as { code?: string }).code).toUpperCase());
  const invalid = path.events.flatMap((e) =>
    e.type === 'xstate.done.actor.previewOrder'
      ? ((e as { output?: CheckoutContext['preview'] }).output?.invalidCoupons ?? []).map(
          (c) => c.code,
        )
      : [],
  );
  // A promo-code link carries one code.
  return [...new Set([...removes, ...invalid])].slice(0, 1);
}

/** What an event step returns when the real server's answer replaces the model's payload. */
export type TakenAs = { takenAs: AnyEventObject };
export const takenAs = (event: AnyEventObject): TakenAs => ({ takenAs: event });
const isTakenAs = (value: unknown): value is TakenAs =>
  typeof value === 'object' && value !== null && 'takenAs' in value;

/**
 * Turns "what a person (or the server) does" into a binding's event: refused with the reason when
 * it cannot happen now, otherwise done on the page and then applied to the truth (with the real
 * server's answer in place of the model's payload when the step says so).
 */
export function stepper<H extends { truth: Truth }, E extends AnyEventObject>(
  cannot: (snapshot: Snapshot<unknown>, event: AnyEventObject) => string | undefined,
  /** The model's event as this page knows it (e.g. a saved card's id on the real server). */
  translate: (h: H, event: AnyEventObject) => AnyEventObject = (_, event) => event,
) {
  return (act: (h: H, event: E) => Promise<unknown>) =>
    async (h: H, modelEvent: AnyEventObject, path: ModelPath): Promise<string | undefined> => {
      const event = translate(h, modelEvent);
      const reason = cannot(h.truth.snapshot, event);
      if (reason) return atStep(path, h.truth.taken, reason);
      const done = await act(h, event as E);
      h.truth.send(isTakenAs(done) ? done.takenAs : event);
      return undefined;
    };
}

type Cannot = (snapshot: Snapshot<unknown>, event: AnyEventObject) => string | undefined;

/**
 * A path whose steps cannot all happen, judged before it runs: the first step no one can take in
 * the state the earlier steps lead to. Steps impossible everywhere (`everywhere`, e.g. an answer
 * the real server never gives) are left to the step itself, so the runner learns to avoid them in
 * other paths; a step impossible only here (a box already ticked) must not make it avoid the
 * event where it is possible.
 */
export function impossibleStep(
  machine: AnyStateMachine,
  input: unknown,
  path: ModelPath,
  cannot: Cannot,
  everywhere: (event: AnyEventObject) => boolean = () => false,
): string | undefined {
  // The path's own snapshots serve when the page starts as the model does; a page opened
  // differently (checkout through a promo-code link) needs the events replayed from its start.
  const states =
    input === path.input
      ? path.states
      : statesAlong(withoutInvocations(machine), input, path.events);
  for (const [i, event] of path.events.entries()) {
    if (everywhere(event)) return undefined;
    const reason = cannot(states[i] as Snapshot<unknown>, event);
    if (reason) return atStep(path, i, reason);
  }
  return undefined;
}

/** Nothing to refuse: every step of the machine can be taken on its page. */
export const always = () => undefined;
