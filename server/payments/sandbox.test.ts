// PGlite only: the payment sandbox on its own, no database.
import { describe, expect, it } from 'vitest';
import { luhnValid, SandboxGateway } from './sandbox';

const now = new Date('2025-03-01T00:00:00Z');
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', holder: 'T' });

describe('SandboxGateway', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('tokenises without keeping the number', async () => {
    const gateway = new SandboxGateway();
    const result = await gateway.tokenize(card('4242424242424242'), now);
    expect(result.ok && result.value).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(result.ok && result.value.token).not.toContain('424242424242');
  });

  it.each([
    ['4000000000000002', 'card_declined', '5001'],
    ['4000000000009995', 'insufficient_funds', '5002'],
    ['4000000000000069', 'expired_card', '5003'],
    ['4000000000000119', 'processing_error', '5004'],
  ])('%s declines at authorisation with %s / %s', async (number, reason, code) => {
    const gateway = new SandboxGateway();
    const token = await gateway.tokenize(card(number), now);
    if (!token.ok) throw new Error('tokenize failed');
    const charge = await gateway.authorise({
      token: token.value.token,
      amount: 100,
      currency: 'USD',
      idempotencyKey: 'k',
      description: 'x',
    });
    expect(charge).toEqual({ ok: false, error: { reason, code } });
    expect(gateway.charges).toHaveLength(0);
  });

  it('authorises once per idempotency key', async () => {
    const gateway = new SandboxGateway();
    const token = await gateway.tokenize(card('4242424242424242'), now);
    if (!token.ok) throw new Error('tokenize failed');
    const request = {
      token: token.value.token,
      amount: 100,
      currency: 'USD',
      idempotencyKey: 'same',
      description: 'x',
    };
    const [a, b] = await Promise.all([gateway.authorise(request), gateway.authorise(request)]);
    expect(a).toEqual(b);
    expect(gateway.charges).toHaveLength(1);
  });

  it('refuses unknown tokens and expired cards', async () => {
    const gateway = new SandboxGateway();
    expect(
      (
        await gateway.authorise({
          token: 'tok_forged',
          amount: 1,
          currency: 'USD',
          idempotencyKey: 'x',
          description: '',
        })
      ).ok,
    ).toBe(false);
    const expired = await gateway.tokenize(
      { ...card('4242424242424242'), expYear: 2025, expMonth: 2 },
      now,
    );
    expect(expired).toEqual({ ok: false, error: { reason: 'expired_card', code: '5003' } });
  });
});
