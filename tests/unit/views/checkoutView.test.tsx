// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aPreview, declined } from '../../factories/checkout';
import { aCoupon } from '../../factories/promotion';
import {
  AGREEMENT,
  BLOCKER_WORDS,
  CARD_LABELS,
  CONTACT_LABELS,
  CYCLES,
  checkoutPage,
  FIELD_WORDS,
  OWN_CODES,
  ownCode,
  PROCESSING,
} from '../../pages/checkout';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { SUCCESS } from '../../pages/successfulOrder';
import { renderApp, signedInUser } from './appHarness';
import { CHECKOUT_URL, checkoutApi, resetServer, server } from './checkoutHarness';

// Transform the lazily loaded screens once up front, so no test pays for a cold start.
beforeAll(async () => {
  await import('../../../src/views/checkout/CheckoutView');
  await import('../../../src/views/checkout/SuccessfulOrderView');
}, 30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetServer();
});
afterEach(cleanup);

const signedIn = () => Promise.resolve(signedInUser());

async function openCheckout(
  options: { url?: string; mobile?: boolean; locale?: 'en' | 'zh_HK' } = {},
) {
  const app = await renderApp({
    api: checkoutApi,
    url: CHECKOUT_URL,
    getUserInfo: signedIn,
    ...options,
  });
  // The first render loads the checkout chunk and the catalogs: allow for a cold start.
  await screen.findByRole(
    'heading',
    { level: 1, name: options.locale === 'zh_HK' ? '結帳' : 'Checkout' },
    { timeout: 5000 },
  );
  return app;
}

const buyer = checkoutPage(jsdomPerson());

const payButton = () =>
  screen.findByRole('button', { name: /^(Pay [$HK]|Start subscription|Processing|付款 )/ });

describe('checkout screen', () => {
  it('shows the saved contact, the saved card and the server’s summary in the reader’s money', async () => {
    await openCheckout();
    expect(
      ((await screen.findByLabelText(CONTACT_LABELS.firstName)) as HTMLInputElement).value,
    ).toBe('Ada');
    expect(
      screen.getByRole('radio', { name: /Visa ending in 4242, expires 12\/30/ }),
    ).toHaveProperty('checked', true);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // Line, due today and next billing amount: all the server's, in US dollars.
    expect(await within(summary).findAllByText('$29.00', { selector: 'dd' })).toHaveLength(3);
    expect(within(summary).getByText(`HKEx All-Platform · ${CYCLES[1]}`)).toBeTruthy();
    expect(within(summary).getByText('Next billing date')).toBeTruthy();
    expect(await payButton()).toHaveProperty('textContent', 'Pay $29.00');
  });

  it('puts each spec §5 message at its field, announces it and moves focus to the first', async () => {
    server.contact.mockResolvedValue(null);
    server.cards.mockResolvedValue([]);
    await openCheckout();
    const first = await screen.findByLabelText(CONTACT_LABELS.firstName);
    await userEvent.clear(screen.getByLabelText(CONTACT_LABELS.billingEmail));
    await userEvent.type(screen.getByLabelText(CONTACT_LABELS.billingEmail), 'not-an-email');
    await userEvent.clear(screen.getByLabelText(CONTACT_LABELS.phone));
    await buyer.pay();

    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const describedBy = first.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(FIELD_WORDS.blank);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain(FIELD_WORDS.blank);
    expect(alerts).toContain(FIELD_WORDS.emailInvalid);
    expect(alerts).toContain(FIELD_WORDS.phoneMissing);
    expect(alerts).toContain(BLOCKER_WORDS.agreement);
    expect(server.pay).not.toHaveBeenCalled();
  });

  it('offers a new card with cc-* autocomplete, numeric keyboards and the brand as it is typed', async () => {
    await openCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with a new card' }));
    const number = screen.getByLabelText(CARD_LABELS.number);
    expect(screen.getByLabelText(CARD_LABELS.holder).getAttribute('autocomplete')).toBe('cc-name');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText(CARD_LABELS.expiry).getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText(CARD_LABELS.cvc).getAttribute('autocomplete')).toBe('cc-csc');
    await userEvent.type(number, '5555555555554444');
    expect((number as HTMLInputElement).value).toBe('5555 5555 5555 4444');
    expect(screen.getByText('Mastercard')).toBeTruthy();
    expect(screen.getByText('Only one bank card can be added at a time.')).toBeTruthy();
  });

  it('lists an invalid coupon with its code, refuses to pay until it is removed', async () => {
    server.preview.mockImplementation(async (request) =>
      aPreview(request, {
        invalidCoupons: request.coupons.map((code) => ({
          code,
          errorCode: '0068',
          message: 'Coupon only for new user',
        })),
      }),
    );
    await openCheckout();
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'newuser15{Enter}');
    expect(await screen.findByText('Error Code 0068: Coupon only for new user')).toBeTruthy();
    await buyer.tickAgreement();
    await buyer.pay();
    expect((await screen.findByRole('alert')).textContent).toBe(BLOCKER_WORDS.invalidCoupons);
    expect(server.pay).not.toHaveBeenCalled();
    await buyer.removeCoupon('NEWUSER15');
    await waitFor(() => expect(screen.queryByText(BLOCKER_WORDS.invalidCoupons)).toBeNull());
    await buyer.pay();
    await waitFor(() => expect(server.pay).toHaveBeenCalledTimes(1));
  });

  it('switches the billing cycle in the summary: the address follows, the server prices it, entries stay', async () => {
    const app = await openCheckout({ url: `${CHECKOUT_URL}&coupon=SAVE10USD&origin=promocode` });
    const first = (await screen.findByLabelText(CONTACT_LABELS.firstName)) as HTMLInputElement;
    await userEvent.clear(first);
    await userEvent.type(first, 'Grace');
    await buyer.tickAgreement();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const cycles = within(summary).getByRole('group', { name: 'Billing cycle' });
    expect(within(cycles).getByRole('radio', { name: CYCLES[1] })).toHaveProperty('checked', true);

    await userEvent.click(within(cycles).getByRole('radio', { name: CYCLES[12] }));
    await waitFor(() =>
      expect(server.preview).toHaveBeenLastCalledWith(
        expect.objectContaining({
          productCode: 'HK_ALL',
          subscriptionTime: 12,
          coupons: ['SAVE10USD'],
        }),
      ),
    );
    expect(app.router.state.location.pathname).toBe('/products/checkout');
    expect(app.router.state.location.search).toMatchObject({ product: 'HK_ALL', cycle: 12 });
    expect(await within(summary).findByText(`HKEx All-Platform · ${CYCLES[12]}`)).toBeTruthy();
    expect(within(cycles).getByRole('radio', { name: CYCLES[12] })).toHaveProperty('checked', true);
    expect(first.value).toBe('Grace');
    expect(screen.getByLabelText(AGREEMENT)).toHaveProperty('checked', true);
    expect(screen.getByText('SAVE10USD')).toBeTruthy();

    // Paying locks the order: the switch cannot change it under the payment.
    server.pay.mockImplementation(() => new Promise(() => {}));
    await buyer.pay();
    await waitFor(() => expect(cycles).toHaveProperty('disabled', true));
    expect(server.pay).toHaveBeenCalledWith(expect.objectContaining({ subscriptionTime: 12 }));
  });

  it('shows no stale discount on a coupon while the order is priced again', async () => {
    await openCheckout({ url: `${CHECKOUT_URL}&coupon=SAVE10USD&origin=promocode` });
    const coupons = await screen.findByRole('list', { name: 'Applied coupons' });
    const row = () => within(coupons).getByRole('listitem').textContent ?? '';
    await waitFor(() => expect(row()).toContain('−$5.00'));
    server.preview.mockImplementation(() => new Promise(() => {}));
    await userEvent.click(screen.getByRole('radio', { name: CYCLES[12] }));
    await waitFor(() => expect(row()).toContain('Checking…'));
    expect(row()).not.toContain('−');
  });

  it('names the billing cycles in Hong Kong Chinese', async () => {
    await openCheckout({ locale: 'zh_HK' });
    const cycles = await screen.findByRole('group', { name: '收費週期' });
    expect(
      within(cycles)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['按月', '按半年', '按年']);
  });

  it('applies the buyer’s own codes with one click each, and says why no more can be picked at ten', async () => {
    const codes = Array.from({ length: 11 }, (_, i) => `OWN${i + 1}`);
    server.ownCodes.mockResolvedValue(codes.map((code) => aCoupon({ code })));
    await openCheckout();
    const own = await screen.findByRole('list', { name: OWN_CODES('USD').name });
    for (const code of codes.slice(0, 10)) await buyer.pickOwnCode(code);
    const last = within(own).getByRole('button', { name: ownCode('OWN11').name });
    expect(last).toHaveProperty('disabled', true);
    expect(last.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(last.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You can apply up to 10 coupons.',
    );
    expect(within(own).getByRole('button', { name: ownCode('OWN10', true).name })).toBeTruthy();
    expect(server.ownCodes).toHaveBeenCalledWith('USD');
  });

  it('applies a promo-code link’s coupon from the start', async () => {
    await openCheckout({ url: `${CHECKOUT_URL}&coupon=SAVE10USD&origin=promocode` });
    await waitFor(() =>
      expect(server.preview).toHaveBeenCalledWith(
        expect.objectContaining({ coupons: ['SAVE10USD'] }),
      ),
    );
    expect(await screen.findByText('SAVE10USD')).toBeTruthy();
  });

  it('pays once however often the button is clicked, then shows the success page', async () => {
    let finish: () => void = () => {};
    server.pay.mockImplementation(
      (request) =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              ok: true,
              value: {
                orderId: 99,
                status: 'active',
                currency: request.currency,
                amountPaid: 2900,
                nextBillingDate: '2030-02-01T00:00:00.000Z',
                receiptEmail: 'ada@example.com',
              },
            });
        }),
    );
    const app = await openCheckout();
    await buyer.tickAgreement();
    const pay = await payButton();
    await userEvent.dblClick(pay);
    await userEvent.click(pay);
    expect(pay).toHaveProperty('disabled', true);
    expect(pay.textContent).toBe(PROCESSING);
    finish();
    await screen.findByRole('heading', { level: 1, name: SUCCESS.heading });
    expect(server.pay).toHaveBeenCalledTimes(1);
    expect(app.router.state.location.search).toEqual({ orderId: 99 });
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText(SUCCESS.receipt)).toBeTruthy();
    expect(await screen.findByText('Next payment date')).toBeTruthy();
  });

  it('shows a declined card with its code and goes back to change it, everything else kept', async () => {
    server.pay.mockResolvedValueOnce(declined('5001'));
    await openCheckout();
    await buyer.fillContact({ firstName: 'Grace' });
    await buyer.tickAgreement();
    await buyer.pay();
    expect(
      await screen.findByText(
        'The system is experiencing technical difficulties. Error Code 5001. Please try again.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change card' }));
    expect((screen.getByLabelText(CONTACT_LABELS.firstName) as HTMLInputElement).value).toBe(
      'Grace',
    );
    expect(screen.getByLabelText(AGREEMENT)).toHaveProperty('checked', true);
    await buyer.pay();
    await screen.findByRole('heading', { level: 1, name: SUCCESS.heading });
    const [first, second] = server.pay.mock.calls.map(([request]) => request);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('after "Try again" on the failure screen, focus lands where the new attempt shows', async () => {
    server.pay.mockResolvedValueOnce(declined('5001'));
    await openCheckout();
    await buyer.tickAgreement();
    await buyer.pay();
    await screen.findByRole('heading', { name: 'Payment failed' });
    server.pay.mockImplementationOnce(() => new Promise(() => {}));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const progress = await screen.findByRole('button', { name: PROCESSING });
    await waitFor(() => {
      const focused = document.activeElement;
      expect(focused).not.toBe(document.body);
      expect(focused?.contains(progress)).toBe(true);
    });
  });

  it('speaks Hong Kong Chinese, with money written the Hong Kong way', async () => {
    server.contact.mockResolvedValue(null);
    server.preview.mockImplementation(async (request) => aPreview({ ...request, currency: 'HKD' }));
    await openCheckout({ locale: 'zh_HK', url: CHECKOUT_URL.replace('USD', 'HKD') });
    await userEvent.click(await screen.findByRole('button', { name: /^付款/ }));
    expect(await screen.findAllByText('不能留空！')).toHaveLength(2);
    expect(screen.getByText('請先剔選《定期購買協議》')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^付款 HK\$29\.00$/ })).toBeTruthy();
  });

  it('lays the page out for phones at 690 px', async () => {
    const { container } = await openCheckout({ mobile: true });
    expect(container.querySelector('form[data-layout]')?.getAttribute('data-layout')).toBe(
      'mobile',
    );
  });

  it.each([
    ['a product', '?cycle=12&currency=HKD'],
    ['a currency', '?product=HK_ALL&cycle=12'],
  ])('sends a visitor without %s to offer selection, keeping the rest', async (_, query) => {
    const app = await renderApp({
      api: checkoutApi,
      url: `/pricing/products/checkout${query}`,
      getUserInfo: signedIn,
    });
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/products/offerselection'),
    );
    expect(app.router.state.location.search).toMatchObject({ cycle: 12 });
  });

  it('confirms an upgrade from offer selection at its quoted amount with pc/uap, never as a new order', async () => {
    await renderApp({
      api: checkoutApi,
      url: `${CHECKOUT_URL.replace('HK_ALL', 'COMBO')}&upgrade=99`,
      getUserInfo: signedIn,
    });
    await screen.findByRole('heading', { level: 1, name: 'Confirm upgrade' }, { timeout: 5000 });
    expect(
      await screen.findByRole('heading', { name: 'From HKEx All-Platform to Combo Premium' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Any discount on your current order is lost after you confirm.'),
    ).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm and pay' });
    await userEvent.click(confirm);
    expect(screen.getByRole('alert').textContent).toBe(BLOCKER_WORDS.agreement);
    await buyer.tickAgreement();
    await userEvent.click(confirm);
    await screen.findByRole('heading', { level: 1, name: SUCCESS.heading });
    // Priced as the upgrade of order 99 (no coupons), and that amount is what is confirmed.
    expect(server.preview).toHaveBeenCalledWith(
      expect.objectContaining({ productCode: 'COMBO', coupons: [], upgradeOrderId: 99 }),
    );
    const quoted = (await server.preview.mock.results[0]?.value) as { dueToday: number };
    expect(server.upgrade).toHaveBeenCalledWith(
      expect.objectContaining({
        orderId: 99,
        productCode: 'COMBO',
        agreement: true,
        expectedAmount: quoted.dueToday,
      }),
    );
    expect(server.pay).not.toHaveBeenCalled();
  });
});
