import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor } from 'xstate';
import type { CardPage } from '../../src/api/cards';
import type { Card, StoreCardRequest } from '../../src/api/contract/cards';
import type { Result } from '../../src/api/contract/result';
import { bindCards } from '../../src/app/live/cards';
import type { cardMachine } from '../../src/machines/cardMachine';
import { aCard } from '../factories/checkout';
import { settle } from './checkoutFakes';

type Answer<T> = T | Error;

/** Payment Method as the app binds it, with GET pc/c, POST pc/std and DELETE pc/std answering in turn. */
function start(
  pages: Answer<CardPage>[],
  stores: Answer<Result<unknown>>[] = [],
  deletes: Answer<Result<unknown>>[] = [],
) {
  const stored: StoreCardRequest[] = [];
  const deleted: number[] = [];
  const pageAsked: number[] = [];
  const next = <T>(list: Answer<T>[], index: number): T => {
    const answer = list[index];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  };
  const { machine } = bindCards({
    getCardPage: async (pageNumber) => next(pages, pageAsked.push(pageNumber) - 1),
    storeCard: async (request) => next(stores, stored.push(request) - 1) as never,
    deleteCard: async (cardId) => next(deletes, deleted.push(cardId) - 1),
  });
  const actor = createActor(machine).start();
  return { actor, stored, deleted, pageAsked };
}

const visa = (n: number, extra: Partial<Card> = {}) =>
  aCard({ id: 100 + n, last4: String(1000 + n), isDefault: false, ...extra });
const tenOf11: CardPage = { cards: Array.from({ length: 10 }, (_, i) => visa(i)), total: 11 };
const refusal = (code: string): Result<unknown> => ({ ok: false, problem: { code, message: '' } });
const cardOf = (actor: ReturnType<typeof start>['actor'], index: number) =>
  actor.getSnapshot().context.cardRefs[index] as ActorRefFrom<typeof cardMachine>;

describe('cardsMachine', () => {
  it('lists ten, then the next page below them, and offers no more after the last', async () => {
    const { actor, pageAsked } = start([tenOf11, { cards: [visa(9), visa(10)], total: 11 }]);
    await settle();
    expect(actor.getSnapshot().context.cards).toHaveLength(10);
    actor.send({ type: 'cards.more' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    // A card seen on the first page (the pages shifted) is not shown twice.
    expect(actor.getSnapshot().context.cards.map((c) => c.id)).toEqual(
      [...Array(11).keys()].map((i) => 100 + i),
    );
    expect(actor.getSnapshot().context.cardRefs).toHaveLength(11);
    actor.send({ type: 'cards.more' });
    expect(pageAsked).toEqual([0, 1]);
  });

  it('a failed first read says so, and Try again reads again', async () => {
    const { actor } = start([new TypeError('offline'), { cards: [], total: 0 }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'cards.retry' });
    await settle();
    expect(actor.getSnapshot().matches('listed')).toBe(true);
  });

  it('adds one card through the dialog with an idempotency key, then reads the list again', async () => {
    const added = visa(50, { isDefault: true });
    const { actor, stored } = start(
      [
        { cards: [], total: 0 },
        { cards: [added], total: 1 },
      ],
      [{ ok: true, value: { card: added } }],
    );
    await settle();
    actor.send({ type: 'card.add' });
    const dialog = actor.getSnapshot().children.newCard;
    if (!dialog) throw new Error('the add dialog did not open');
    // The dialog is modal and the only way in: a second Add does nothing while it is open.
    actor.send({ type: 'card.add' });
    expect(actor.getSnapshot().children.newCard).toBe(dialog);
    for (const [field, value] of [
      ['holder', 'Nova New'],
      ['number', '4242424242424242'],
      ['expiry', '1230'],
      ['cvc', '123'],
    ] as const) {
      dialog.send({ type: 'card.change', field, value });
    }
    expect(dialog.getSnapshot().context.form.number).toBe('4242 4242 4242 4242');
    dialog.send({ type: 'card.submit' });
    dialog.send({ type: 'card.submit' });
    await settle();
    await settle();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      makeDefault: false,
    });
    expect(stored[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'added', card: added });
    expect(actor.getSnapshot().context.cards).toEqual([added]);
    expect(actor.getSnapshot().children.newCard).toBeUndefined();
  });

  it('a refused card keeps the holder and expiry, and forgets the number and CVV', async () => {
    const { actor } = start([{ cards: [], total: 0 }], [refusal('5003')]);
    await settle();
    actor.send({ type: 'card.add' });
    const dialog = actor.getSnapshot().children.newCard;
    if (!dialog) throw new Error('the add dialog did not open');
    const typed = { holder: 'Nova New', number: '4242424242424242', expiry: '12/30', cvc: '123' };
    for (const [field, value] of Object.entries(typed))
      dialog.send({ type: 'card.change', field: field as never, value });
    dialog.send({ type: 'card.submit' });
    await settle();
    const { form, problem } = dialog.getSnapshot().context;
    expect(problem?.code).toBe('5003');
    expect(form).toMatchObject({ holder: 'Nova New', expiry: '12/30', number: '', cvc: '' });
    dialog.send({ type: 'card.cancel' });
    expect(actor.getSnapshot().matches('listed')).toBe(true);
  });

  it('a card deletes itself after confirmation; the list drops it and says so', async () => {
    const { actor, deleted } = start([tenOf11], [], [{ ok: true, value: {} }]);
    await settle();
    const card = cardOf(actor, 3);
    card.send({ type: 'delete.open' });
    expect(card.getSnapshot().hasTag('dialog')).toBe(true);
    card.send({ type: 'delete.confirm' });
    card.send({ type: 'delete.confirm' });
    await settle();
    expect(deleted).toEqual([103]);
    const { cards, cardRefs, total, notice } = actor.getSnapshot().context;
    expect(cards.map((c) => c.id)).not.toContain(103);
    expect(cardRefs).toHaveLength(9);
    expect(total).toBe(10);
    expect(notice).toEqual({ kind: 'deleted', card: visa(3) });
  });

  it('a card paying for a plan is not sent for deletion; a 0077 answer shows the same dialog', async () => {
    const paying = visa(1, {
      paysFor: [
        { orderId: 7, productCode: 'HK_MOBILE', nextPaymentDate: null, expiresFirst: false },
      ],
    });
    const { actor, deleted } = start(
      [{ cards: [paying, visa(2)], total: 2 }],
      [],
      [refusal('0077'), refusal('0004'), new TypeError('offline')],
    );
    await settle();
    const first = cardOf(actor, 0);
    first.send({ type: 'delete.open' });
    expect(first.getSnapshot().value).toBe('inUse');
    expect(deleted).toEqual([]);

    const second = cardOf(actor, 1);
    second.send({ type: 'delete.open' });
    second.send({ type: 'delete.confirm' });
    await settle();
    expect(second.getSnapshot().value).toBe('inUse');
    second.send({ type: 'dialog.close' });
    second.send({ type: 'delete.open' });
    second.send({ type: 'delete.confirm' });
    await settle();
    expect(second.getSnapshot().context.problem?.code).toBe('0004');
    second.send({ type: 'delete.confirm' });
    await settle();
    expect(second.getSnapshot().value).toBe('confirmingDelete');
    expect(second.getSnapshot().context.problem?.code).toBe('network');
    expect(actor.getSnapshot().context.cards).toHaveLength(2);
  });
});
