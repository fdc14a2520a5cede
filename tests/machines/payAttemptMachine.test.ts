import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Result } from '../../src/api/contract/result';
import {
  type AttemptRequest,
  MAX_PAY_RETRIES,
  payingWith,
} from '../../src/machines/payAttemptMachine';
import { settle } from './checkoutFakes';

const request = { idempotencyKey: 'k-1', amountIsTheServers: true };
const paid: Result<string> = { ok: true, value: 'order 9' };
const lost = new TypeError('Failed to fetch');

/** An attempt whose server gives these answers in turn (the last one from then on). */
function start(answers: (Result<string> | Error)[]) {
  const sent: AttemptRequest[] = [];
  const clock = new SimulatedClock();
  const pay = async (input: AttemptRequest) => {
    const answer = answers[Math.min(sent.push(input) - 1, answers.length - 1)];
    if (!answer || answer instanceof Error) throw answer ?? new Error('none');
    return answer;
  };
  const actor = createActor(payingWith(pay), { input: { request }, clock }).start();
  return { actor, sent, clock };
}

describe('payAttemptMachine', () => {
  it('ends with what the server decided, paid or refused', async () => {
    const refused: Result<string> = {
      ok: false,
      problem: { code: '5001', message: 'declined', invalidCoupons: [] },
    };
    for (const answer of [paid, refused]) {
      const { actor, sent } = start([answer]);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await settle();
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual(answer);
      expect(sent).toEqual([request]);
    }
  });

  it('resends a lost answer after a moment with the same request, saying so meanwhile', async () => {
    const { actor, sent, clock } = start([lost, paid]);
    await settle();
    expect(actor.getSnapshot().value).toBe('reconnecting');
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    clock.increment(1499);
    expect(sent).toHaveLength(1);
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().output).toEqual(paid);
    expect(sent).toEqual([request, request]);
  });

  it('asks the buyer after repeated lost answers; "Try again" resends the same request', async () => {
    const { actor, sent, clock } = start([lost, lost, lost, lost, paid]);
    for (let i = 0; i < MAX_PAY_RETRIES; i++) {
      await settle();
      clock.increment(1500);
    }
    await settle();
    expect(actor.getSnapshot().value).toBe('uncertain');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().hasTag('locked')).toBe(true);
    clock.increment(60_000);
    expect(sent).toHaveLength(MAX_PAY_RETRIES + 1);
    actor.send({ type: 'payment.retry' });
    await settle();
    expect(actor.getSnapshot().output).toEqual(paid);
    expect(new Set(sent.map((s) => s.idempotencyKey))).toEqual(new Set(['k-1']));
    expect(sent).toHaveLength(MAX_PAY_RETRIES + 2);
  });

  it('starts counting afresh after "Try again"', async () => {
    const { actor, sent, clock } = start([lost]);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MAX_PAY_RETRIES; i++) {
        await settle();
        clock.increment(1500);
      }
      await settle();
      expect(actor.getSnapshot().value).toBe('uncertain');
      actor.send({ type: 'payment.retry' });
    }
    expect(sent).toHaveLength(2 * (MAX_PAY_RETRIES + 1) + 1);
  });
});
