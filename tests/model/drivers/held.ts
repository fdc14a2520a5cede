import assert from 'node:assert/strict';
import type { AnyEventObject } from 'xstate';

/**
 * One call of the app, held by a runner until a path's step answers it: `HeldCall` in jsdom,
 * `HeldRequests.call` in Chromium. The user, sign-in gate and device registration models answer
 * and count the app's session calls through it, the same way in both runners.
 */
export type Held = {
  /** How many the app sent so far, answered or not. */
  sent(): number;
  /** How many of them wait for an answer now. */
  unanswered(): number;
  /** The body of the newest one still waiting, once the app sent it. */
  body(): Promise<unknown>;
  /** The server answers the newest waiting one as the step says (what the actor is done with). */
  answer(output: unknown): Promise<unknown>;
  /** No answer comes: the network fails. */
  fail(error?: unknown): Promise<unknown>;
};

/** The app's sign-outs at the server, in both runners: how many it sent; the next one fails. */
export type SignOuts = { sent(): number; failNext(status: number): Promise<unknown> };

const answered = new WeakMap<Held, number>();

/** When a step last answered or failed `held` (ms since the epoch, as a request's timestamp). */
export const answeredAt = (held: Held) => answered.get(held) ?? 0;

/** An actor's two endings as steps: its held call `h[key]` answered as the step says, or failed. */
export function answeredBy<K extends string>(actor: string, key: K) {
  const settles = (how: 'answer' | 'fail') => async (h: Record<K, Held>, e: AnyEventObject) => {
    await h[key][how](how === 'answer' ? e.output : e.error);
    answered.set(h[key], Date.now());
  };
  return {
    [`xstate.done.actor.${actor}`]: settles('answer'),
    [`xstate.error.actor.${actor}`]: settles('fail'),
  };
}

/** The app asked once and waits for the answer: one request unanswered, no more. Its body. */
export async function waitsOn(held: Held): Promise<unknown> {
  const body = await held.body();
  assert.equal(held.unanswered(), 1, 'one request sent and not answered yet');
  return body;
}
