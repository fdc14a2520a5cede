import { describe, expect, it } from 'vitest';
import {
  ownCodeChoices,
  pickableCodes,
  selectAppliedCoupons,
  selectCardBrand,
  selectCardProblems,
  selectContactProblems,
} from '../../src/machines/checkoutMachine';
import { MAX_PAY_RETRIES } from '../../src/machines/payAttemptMachine';
import { aCard, aPlacedOrder, aPreview, declined } from '../factories/checkout';
import { aCoupon } from '../factories/promotion';
import { defaultInput, settle, startCheckout } from './checkoutFakes';

type Started = ReturnType<typeof startCheckout>;

/** Fills a valid new card and ticks the agreement. */
function fillNewCard({ actor }: Started, number = '4242424242424242') {
  actor.send({ type: 'card.change', field: 'holder', value: 'Ada Lovelace' });
  actor.send({ type: 'card.change', field: 'number', value: number });
  actor.send({ type: 'card.change', field: 'expiry', value: '12/39' });
  actor.send({ type: 'card.change', field: 'cvc', value: '123' });
}

describe('checkoutMachine: loading the page', () => {
  it('prefills the saved contact, chooses the default saved card and shows the server preview', async () => {
    const started = startCheckout({
      cards: [aCard({ id: 1, isDefault: false }), aCard({ id: 2 })],
    });
    await settle();
    const { value, context } = started.actor.getSnapshot();
    expect(value).toMatchObject({
      contact: 'editing',
      card: 'saved',
      summary: 'ready',
      payment: 'idle',
    });
    expect(context.contact.billingEmail).toBe('ada@example.com');
    expect(context.selectedCardId).toBe(2);
    expect(context.preview?.dueToday).toBe(2900);
    expect(started.previews).toEqual([
      { productCode: 'HK_ALL', subscriptionTime: 1, currency: 'USD', coupons: [], lang: 'en' },
    ]);
  });

  it('never chooses, nor lets the buyer choose, an expired card; with only expired ones, asks for a new card', async () => {
    const started = startCheckout({
      cards: [aCard({ id: 1, expired: true }), aCard({ id: 2, isDefault: false })],
    });
    const onlyExpired = startCheckout({ cards: [aCard({ id: 1, expired: true })] });
    await settle();
    expect(started.actor.getSnapshot().context.selectedCardId).toBe(2);
    started.actor.send({ type: 'card.select', cardId: 1 });
    expect(started.actor.getSnapshot().context.selectedCardId).toBe(2);
    const alone = onlyExpired.actor.getSnapshot();
    expect(alone.value).toMatchObject({ card: 'new' });
    expect(alone.can({ type: 'card.useSaved' })).toBe(false);
  });

  it('starts the contact from the account when none is saved or it cannot be read', async () => {
    for (const contact of [null, new Error('offline')]) {
      const { actor } = startCheckout({ contact });
      await settle();
      expect(actor.getSnapshot().context.contact).toEqual({
        firstName: '',
        lastName: '',
        billingEmail: 'active@demo.test',
        phone: '+85290000000',
        saveAsContact: true,
      });
    }
  });

  it('asks for a new card when there is no saved card, or the list cannot be read', async () => {
    const none = startCheckout({ cards: [] });
    const broken = startCheckout({ cards: new Error('offline') });
    await settle();
    expect(none.actor.getSnapshot().value).toMatchObject({ card: 'new' });
    expect(broken.actor.getSnapshot().value).toMatchObject({ card: 'new' });
    expect(broken.actor.getSnapshot().context.cardsUnavailable).toBe(true);
  });

  it('pre-applies the coupon a promo-code link brought, and drops malformed ones', async () => {
    const { previews } = startCheckout(
      {},
      { ...defaultInput, coupons: ['save10usd', 'no spaces!'] },
    );
    await settle();
    expect(previews[0]?.coupons).toEqual(['SAVE10USD']);
  });

  it('shows a failed summary with the server code and loads it again on retry', async () => {
    let calls = 0;
    const { actor } = startCheckout({
      preview: (request) =>
        calls++ === 0
          ? Object.assign(new Error('x'), { errorCode: '0064', message: 'locked' })
          : aPreview(request),
    });
    await settle();
    // The client rejects with the server's body; an Error with the same fields stands in for it.
    expect(actor.getSnapshot().value).toMatchObject({ summary: 'failed' });
    expect(actor.getSnapshot().context.previewProblem?.code).toBe('0064');
    actor.send({ type: 'summary.retry' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ summary: 'ready' });
  });
});

describe('checkoutMachine: validation', () => {
  it('refuses to pay with a blank form: every spec §5 message, focus on the first field', async () => {
    const started = startCheckout(
      { contact: null, cards: [] },
      { ...defaultInput, account: undefined },
    );
    await settle();
    const { actor, focus, pays } = started;
    expect(selectContactProblems(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'checkout.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toMatchObject({ payment: 'idle' });
    expect(selectContactProblems(snapshot)).toEqual({
      firstName: 'blank',
      lastName: 'blank',
      billingEmail: 'blank',
      phone: 'phoneMissing',
    });
    expect(selectCardProblems(snapshot)).toEqual({
      holder: 'blank',
      number: 'blank',
      expiry: 'blank',
      cvc: 'blank',
    });
    expect(snapshot.context.blockers).toEqual(['agreement']);
    expect(focus).toEqual([{ type: 'checkout.focus', target: 'contact.firstName' }]);
    expect(pays).toEqual([]);
  });

  it('shows a field problem once the field was left', async () => {
    const { actor } = startCheckout();
    await settle();
    actor.send({ type: 'contact.change', field: 'billingEmail', value: 'not-an-email' });
    expect(selectContactProblems(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'contact.blur', field: 'billingEmail' });
    expect(selectContactProblems(actor.getSnapshot())).toEqual({ billingEmail: 'emailInvalid' });
  });

  it('checks the card with Luhn, expiry and CVV, and names the brand as it is typed', async () => {
    const started = startCheckout({ cards: [] });
    await settle();
    const { actor } = started;
    actor.send({ type: 'card.change', field: 'number', value: '4' });
    expect(selectCardBrand(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'card.change', field: 'number', value: '42' });
    expect(selectCardBrand(actor.getSnapshot())).toBe('Visa');
    actor.send({ type: 'card.change', field: 'number', value: '4242424242424241' });
    actor.send({ type: 'card.change', field: 'expiry', value: '0120' });
    actor.send({ type: 'card.change', field: 'cvc', value: '12' });
    actor.send({ type: 'card.change', field: 'holder', value: 'Ada' });
    actor.send({ type: 'checkout.submit' });
    expect(selectCardProblems(actor.getSnapshot())).toEqual({
      number: 'numberInvalid',
      expiry: 'expiryInvalid',
      cvc: 'cvcInvalid',
    });
    expect(actor.getSnapshot().context.newCard.number).toBe('4242 4242 4242 4241');
    expect(actor.getSnapshot().context.newCard.expiry).toBe('01/20');
  });

  it('refuses to pay until the agreement is ticked, and the refusal goes when it is', async () => {
    const { actor, focus } = startCheckout();
    await settle();
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().context.blockers).toEqual(['agreement']);
    expect(focus.at(-1)?.target).toBe('agreement');
    actor.send({ type: 'agreement.tick' });
    expect(actor.getSnapshot().context.blockers).toEqual([]);
  });
});

describe('checkoutMachine: coupons', () => {
  it('applies a coupon through the server preview, and refuses empty or repeated codes', async () => {
    const { actor, previews } = startCheckout();
    await settle();
    actor.send({ type: 'coupon.apply' });
    expect(actor.getSnapshot().context.couponDraftProblem).toBe('blank');
    actor.send({ type: 'coupon.draft', value: ' save10usd ' });
    actor.send({ type: 'coupon.apply' });
    await settle();
    expect(previews.at(-1)?.coupons).toEqual(['SAVE10USD']);
    expect(selectAppliedCoupons(actor.getSnapshot())[0]?.discount?.amount).toBe(500);
    actor.send({ type: 'coupon.draft', value: 'SAVE10USD' });
    actor.send({ type: 'coupon.apply' });
    expect(actor.getSnapshot().context.couponDraftProblem).toBe('duplicate');
    actor.send({ type: 'coupon.draft', value: 'a b' });
    actor.send({ type: 'coupon.apply' });
    expect(actor.getSnapshot().context.couponDraftProblem).toBe('malformed');
  });

  it('offers the buyer’s own codes for the order’s currency; a picked one is applied and priced', async () => {
    const ownCodes = [aCoupon({ code: 'gift5usd' }), aCoupon({ code: 'GIFT20PCT' })];
    const { actor, previews, loads } = startCheckout({ ownCodes });
    expect(actor.getSnapshot().value).toMatchObject({ coupons: 'loading' });
    await settle();
    expect(loads.ownCodes).toEqual(['USD']);
    expect(pickableCodes(actor.getSnapshot().context)).toEqual(['GIFT5USD', 'GIFT20PCT']);
    actor.send({ type: 'coupon.draft', value: 'SAVE10' });
    actor.send({ type: 'coupon.pick', code: 'GIFT20PCT' });
    await settle();
    expect(previews.at(-1)?.coupons).toEqual(['GIFT20PCT']);
    // What was typed stays; the picked code stays listed, marked; picking it again, or a code not
    // offered, changes nothing.
    expect(actor.getSnapshot().context.couponDraft).toBe('SAVE10');
    expect(pickableCodes(actor.getSnapshot().context)).toEqual(['GIFT5USD']);
    expect(ownCodeChoices(actor.getSnapshot().context)).toEqual([
      { code: 'GIFT5USD', applied: false },
      { code: 'GIFT20PCT', applied: true },
    ]);
    actor.send({ type: 'coupon.pick', code: 'GIFT20PCT' });
    actor.send({ type: 'coupon.pick', code: 'NOTMINE' });
    expect(actor.getSnapshot().context.coupons).toEqual(['GIFT20PCT']);
    // Removed again, it is offered again; for another currency, none of them is.
    actor.send({ type: 'coupon.remove', code: 'GIFT20PCT' });
    expect(pickableCodes(actor.getSnapshot().context)).toEqual(['GIFT5USD', 'GIFT20PCT']);
    actor.send({ type: 'order.change', order: { ...defaultInput.order, currency: 'HKD' } });
    expect(ownCodeChoices(actor.getSnapshot().context)).toEqual([]);
  });

  it('labels the buyer’s codes with the currency they were read for, not the order’s at the answer', async () => {
    const { actor } = startCheckout({ ownCodes: [aCoupon({ code: 'GIFT5USD' })] });
    actor.send({ type: 'order.change', order: { ...defaultInput.order, currency: 'HKD' } });
    await settle();
    expect(actor.getSnapshot().context.ownCodes).toEqual({ currency: 'USD', codes: ['GIFT5USD'] });
    expect(ownCodeChoices(actor.getSnapshot().context)).toEqual([]);
    actor.send({ type: 'order.change', order: defaultInput.order });
    expect(pickableCodes(actor.getSnapshot().context)).toEqual(['GIFT5USD']);
  });

  it('offers nothing when the buyer’s codes cannot be read, and a code can still be typed', async () => {
    const { actor, previews } = startCheckout({ ownCodes: new Error('offline') });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ coupons: 'idle' });
    expect(actor.getSnapshot().context.ownCodes).toBeNull();
    actor.send({ type: 'coupon.draft', value: 'SAVE10USD' });
    actor.send({ type: 'coupon.apply' });
    await settle();
    expect(previews.at(-1)?.coupons).toEqual(['SAVE10USD']);
  });

  it('blocks pay with "Please delete invalid coupons" until the invalid one is removed', async () => {
    const { actor, pays, focus } = startCheckout();
    await settle();
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'coupon.draft', value: 'BADCODE' });
    actor.send({ type: 'coupon.apply' });
    await settle();
    expect(selectAppliedCoupons(actor.getSnapshot())[0]?.invalid).toEqual({
      code: 'BADCODE',
      errorCode: '0063',
      message: 'Coupon is invalid',
    });
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().context.blockers).toEqual(['invalidCoupons']);
    expect(focus.at(-1)?.target).toBe('coupons');
    expect(pays).toEqual([]);
    actor.send({ type: 'coupon.remove', code: 'BADCODE' });
    await settle();
    expect(actor.getSnapshot().context.blockers).toEqual([]);
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(pays).toHaveLength(1);
  });

  it('ignores the answer to an older preview when coupons change meanwhile', async () => {
    let releaseFirst: () => void = () => {};
    const { actor } = startCheckout({
      preview: (request) => {
        const answer = aPreview(request, { dueToday: request.coupons.length ? 2400 : 2900 });
        if (request.coupons.length) return answer;
        // The first (coupon-less) answer arrives last.
        return new Promise((resolve) => {
          releaseFirst = () => resolve(answer);
        });
      },
    });
    await settle();
    actor.send({ type: 'coupon.draft', value: 'SAVE10USD' });
    actor.send({ type: 'coupon.apply' });
    await settle();
    releaseFirst();
    await settle();
    expect(actor.getSnapshot().context.preview?.dueToday).toBe(2400);
  });

  it('reloads only the summary when coupons change, never the contact, the cards or own codes', async () => {
    const { actor, loads, previews } = startCheckout();
    await settle();
    actor.send({ type: 'contact.change', field: 'firstName', value: 'Grace' });
    actor.send({ type: 'coupon.draft', value: 'SAVE10USD' });
    actor.send({ type: 'coupon.apply' });
    actor.send({ type: 'coupon.remove', code: 'SAVE10USD' });
    await settle();
    expect(loads).toEqual({ contact: 1, cards: 1, ownCodes: ['USD'] });
    expect(previews).toHaveLength(3);
    expect(actor.getSnapshot().context.contact.firstName).toBe('Grace');
  });

  it('prices the order again when the plan changes', async () => {
    const { actor, previews } = startCheckout();
    await settle();
    actor.send({
      type: 'order.change',
      order: { productCode: 'COMBO', subscriptionTime: 12, currency: 'USD' },
    });
    await settle();
    expect(previews.at(-1)).toMatchObject({ productCode: 'COMBO', subscriptionTime: 12 });
  });
});

describe('checkoutMachine: paying', () => {
  it('pays with the chosen saved card and the contact, under a fresh idempotency key', async () => {
    const { actor, pays } = startCheckout();
    await settle();
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ payment: 'paying' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ payment: 'succeeded' });
    expect(actor.getSnapshot().context.placed).toEqual(aPlacedOrder());
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({
      productCode: 'HK_ALL',
      subscriptionTime: 1,
      currency: 'USD',
      cardId: 11,
      agreement: true,
      contact: { firstName: 'Ada', billingEmail: 'ada@example.com', saveAsContact: true },
    });
    expect(pays[0]?.card).toBeUndefined();
    expect(pays[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The attempt, and the card details in its request, end once the server has decided.
    expect(actor.getSnapshot().children.payAttempt).toBeUndefined();
  });

  it('sends a new card as digits with month and year, and forgets it after paying', async () => {
    const started = startCheckout({ cards: [] });
    await settle();
    fillNewCard(started);
    started.actor.send({ type: 'card.save', value: false });
    started.actor.send({ type: 'agreement.tick' });
    started.actor.send({ type: 'checkout.submit' });
    await settle();
    expect(started.pays[0]).toMatchObject({
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2039,
        cvc: '123',
        holder: 'Ada Lovelace',
      },
      saveCard: false,
    });
    expect(started.actor.getSnapshot().context.newCard.number).toBe('');
  });

  it('ignores a second pay click and locks the form while paying', async () => {
    const { actor, pays } = startCheckout({ pay: ['hang'] });
    await settle();
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'checkout.submit' });
    actor.send({ type: 'checkout.submit' });
    actor.send({ type: 'contact.change', field: 'firstName', value: 'Eve' });
    actor.send({ type: 'coupon.draft', value: 'X' });
    actor.send({ type: 'coupon.apply' });
    await settle();
    expect(pays).toHaveLength(1);
    expect(actor.getSnapshot().context.contact.firstName).toBe('Ada');
    expect(actor.getSnapshot().context.coupons).toEqual([]);
  });

  it('resends a lost attempt with the same key, then asks the user, who resends it again', async () => {
    const lost = new TypeError('Failed to fetch');
    const { actor, pays, clock } = startCheckout({
      pay: [lost, lost, lost, lost, lost, { ok: true, value: aPlacedOrder() }],
    });
    await settle();
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'checkout.submit' });
    const attempt = () => actor.getSnapshot().children.payAttempt;
    for (let i = 0; i < MAX_PAY_RETRIES; i++) {
      await settle();
      expect(attempt()?.getSnapshot().hasTag('reconnecting')).toBe(true);
      clock.increment(1500);
    }
    await settle();
    // The buyer is asked; the checkout stays locked in its attempt until the server decides.
    expect(actor.getSnapshot().value).toMatchObject({ payment: 'paying' });
    expect(attempt()?.getSnapshot().hasTag('uncertain')).toBe(true);
    expect(pays).toHaveLength(MAX_PAY_RETRIES + 1);
    attempt()?.send({ type: 'payment.retry' });
    await settle();
    clock.increment(1500);
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ payment: 'succeeded' });
    const keys = new Set(pays.map((p) => p.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(pays.every((p) => JSON.stringify(p) === JSON.stringify(pays[0]))).toBe(true);
  });

  it('shows a declined card with its code; changing the card keeps everything else, new key', async () => {
    const started = startCheckout({
      cards: [],
      pay: [declined('5001'), { ok: true, value: aPlacedOrder() }],
    });
    await settle();
    const { actor, pays, focus } = started;
    actor.send({ type: 'coupon.draft', value: 'SAVE10USD' });
    actor.send({ type: 'coupon.apply' });
    await settle();
    fillNewCard(started, '4000000000000002');
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ payment: 'failed' });
    expect(actor.getSnapshot().context.failure?.code).toBe('5001');
    expect(actor.getSnapshot().children.payAttempt).toBeUndefined();

    actor.send({ type: 'payment.changeCard' });
    const back = actor.getSnapshot();
    expect(back.value).toMatchObject({ payment: 'idle', card: 'new', agreement: 'ticked' });
    expect(back.context.newCard).toMatchObject({ holder: 'Ada Lovelace', number: '', cvc: '' });
    expect(back.context.contact.firstName).toBe('Ada');
    expect(back.context.coupons).toEqual(['SAVE10USD']);
    expect(focus.at(-1)?.target).toBe('card.number');

    fillNewCard(started);
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ payment: 'succeeded' });
    expect(pays[1]?.idempotencyKey).not.toBe(pays[0]?.idempotencyKey);
    expect(pays[1]?.coupons).toEqual(['SAVE10USD']);
  });

  it('tries a failed payment again with a new key', async () => {
    const { actor, pays } = startCheckout({
      pay: [declined('5004'), { ok: true, value: aPlacedOrder() }],
    });
    await settle();
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'checkout.submit' });
    await settle();
    actor.send({ type: 'payment.retry' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ payment: 'succeeded' });
    expect(pays[1]?.idempotencyKey).not.toBe(pays[0]?.idempotencyKey);
  });

  it('goes back to the form when the server finds an invalid coupon at pay time', async () => {
    let calls = 0;
    const { actor, previews } = startCheckout({
      pay: [
        {
          ok: false,
          problem: { code: '0061', message: 'Please delete invalid coupons', invalidCoupons: [] },
        },
      ],
      // The coupon expired between the preview and the pay click.
      preview: (request) =>
        aPreview(request, {
          invalidCoupons:
            calls++ === 0
              ? []
              : [{ code: 'GIFT', errorCode: '0063', message: 'Coupon is invalid' }],
        }),
    });
    await settle();
    actor.send({ type: 'agreement.tick' });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ payment: 'idle' });
    expect(actor.getSnapshot().context.blockers).toEqual(['invalidCoupons']);
    expect(previews).toHaveLength(2);
  });
});
