// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountWith,
  available,
  coupon,
  myPlan,
  newAccount,
  priceList,
  unavailable,
} from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { blockedNote, CHECK_FAILED, CYCLE, pricingPage } from '../../pages/pricing';
import { renderApp, signedInUser } from './appHarness';

const api = {
  getPriceList: vi.fn(),
  getMyPlans: vi.fn(),
  checkActivity: vi.fn(),
  getCoupons: vi.fn(),
};

beforeEach(() => {
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  api.getPriceList.mockResolvedValue(priceList());
  api.getMyPlans.mockResolvedValue(newAccount());
  api.checkActivity.mockResolvedValue(unavailable());
  api.getCoupons.mockResolvedValue([]);
});
afterEach(cleanup);

const open = (search = '?product=COMBO&cycle=1&currency=USD', mobile = false) =>
  renderApp({
    api,
    url: `/pricing/products/offerselection${search}`,
    getUserInfo: () => Promise.resolve(signedInUser()),
    mobile,
  });
const findSummary = () => screen.findByRole('complementary', { name: 'Your plan' });
const summary = () => screen.getByRole('complementary', { name: 'Your plan' });
/** Offer selection as the pricing page object sees and drives it. */
const page = pricingPage(jsdomPerson());
const continueButton = () => within(summary()).getByRole('button', { name: /^Continue/ });

describe('offer selection', () => {
  it('starts from the address: product, cycle and currency chosen, summarised', async () => {
    await open('?product=HK_ALL&cycle=6&currency=SGD');
    const products = await screen.findByRole('group', { name: 'Product' });
    expect(within(products).getAllByRole('radio')).toHaveLength(5);
    expect(within(products).getByRole('radio', { name: /HKEx All-Platform/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: CYCLE[6] })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'SGD' })).toHaveProperty('checked', true);
    const facts = within(summary());
    expect(facts.getByText('HKEx All-Platform')).toBeTruthy();
    expect(facts.getByText(CYCLE[6])).toBeTruthy();
    expect(facts.getByText('SGD 211.00 per 6 months')).toBeTruthy();
    expect(facts.getByText('SGD 35.17')).toBeTruthy();
    expect(api.checkActivity).toHaveBeenCalledWith({
      productCode: 'HK_ALL',
      subscriptionTime: 6,
      currency: 'SGD',
    });
  });

  it('continues to checkout with the chosen plan in the search params', async () => {
    const app = await open();
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('radio', { name: /A-Shares Mobile/ }));
    await userEvent.click(screen.getByRole('radio', { name: CYCLE[12] }));
    await userEvent.click(screen.getByRole('radio', { name: 'CNY' }));
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
    expect(app.router.state.location.search).toMatchObject({
      product: 'A_MOBILE',
      cycle: 12,
      currency: 'CNY',
    });
    await userEvent.click(continueButton());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/products/checkout'));
    expect(app.router.state.location.search).toMatchObject({
      product: 'A_MOBILE',
      cycle: 12,
      currency: 'CNY',
    });
  });

  it('asks for a product when the address names none', async () => {
    await open('');
    await screen.findByRole('group', { name: 'Product' });
    expect(within(summary()).getByText('Choose a product to see your plan.')).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
  });

  it('announces a running promotion and carries its code to checkout', async () => {
    api.checkActivity.mockResolvedValue(available('LAUNCH20'));
    const app = await open();
    expect(
      await within(await findSummary()).findByText(
        'Promotion: the code LAUNCH20 will be applied at checkout.',
      ),
    ).toBeTruthy();
    expect(within(summary()).getByText('14 days free trial')).toBeTruthy();
    await userEvent.click(continueButton());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/products/checkout'));
    expect(app.router.state.location.search).toMatchObject({ coupon: 'LAUNCH20' });
  });

  it('keeps a promo link’s coupon and origin when no promotion runs', async () => {
    const app = await open('?product=COMBO&coupon=SPRING&origin=promocode');
    expect(
      await within(await findSummary()).findByText(
        'Your promo code SPRING will be applied at checkout.',
      ),
    ).toBeTruthy();
    expect(api.getCoupons).not.toHaveBeenCalled();
    await userEvent.click(continueButton());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/products/checkout'));
    expect(app.router.state.location.search).toMatchObject({
      coupon: 'SPRING',
      origin: 'promocode',
    });
  });

  it('mentions the user’s own codes for the currency when no promotion runs', async () => {
    api.getCoupons.mockResolvedValue([coupon('TENOFF'), coupon('FIVEOFF')]);
    await open();
    expect(
      await within(await findSummary()).findByText(
        'You have 2 promo codes for USD that you can apply at checkout: TENOFF and FIVEOFF.',
      ),
    ).toBeTruthy();
    expect(api.getCoupons).toHaveBeenCalledWith('USD');
  });

  it('locks the currency with an explanation', async () => {
    api.getMyPlans.mockResolvedValue(
      newAccount({
        currencyLock: { currency: 'HKD', reason: 'payment_history' },
        isNewUser: false,
      }),
    );
    await open('?product=A_MOBILE&currency=USD');
    const currency = await screen.findByRole('group', { name: 'Currency' });
    expect(currency).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'HKD' })).toHaveProperty('checked', true);
    const note = screen.getByText('Your currency is HKD, fixed by your payment history.');
    expect(currency.getAttribute('aria-describedby')).toBe(note.id);
    expect(
      within(summary()).getByText(
        'Free trials and first-month discounts are for new subscribers only.',
      ),
    ).toBeTruthy();
  });

  it('shows a new subscriber the trial, and the first-month discount only for monthly billing', async () => {
    await open('?product=COMBO&cycle=1&currency=USD');
    const plan = within(await findSummary());
    expect(await plan.findByText('14 days free trial')).toBeTruthy();
    expect(plan.getByText('50% off the first paid month of monthly billing')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: CYCLE[12] }));
    await waitFor(() => expect(plan.queryByText(/50% off/)).toBeNull());
    expect(plan.getByText('14 days free trial')).toBeTruthy();
    expect(plan.queryByText(/new subscribers only/)).toBeNull();
  });

  it('promises no trial or first-month discount to someone who has had a plan', async () => {
    // The server's price list, signed in, states none to them (server/routes/catalog.ts).
    const list = priceList();
    api.getPriceList.mockResolvedValue({
      ...list,
      plans: list.plans.map((plan) => ({ ...plan, trialDays: 0, firstMonthDiscountPercent: 0 })),
    });
    api.getMyPlans.mockResolvedValue(newAccount({ isNewUser: false }));
    await open('?product=COMBO&cycle=1&currency=USD');
    const plan = within(await findSummary());
    expect(
      await plan.findByText('Free trials and first-month discounts are for new subscribers only.'),
    ).toBeTruthy();
    expect(plan.queryByText(/free trial$/)).toBeNull();
    expect(plan.queryByText(/off the first paid month/)).toBeNull();
  });

  it('offers the upgrade from a lower plan, keeping its cycle and losing discounts', async () => {
    api.getMyPlans.mockResolvedValue(
      accountWith(myPlan('HK_ALL', { orderId: 31, subscriptionTime: 6 })),
    );
    const app = await open('?product=COMBO&cycle=1');
    const combo = await screen.findByRole('radio', { name: /Combo Premium/ });
    expect(combo.closest('label')?.textContent).toContain('Upgrade');
    expect(
      screen.getByRole('radio', { name: /HKEx All-Platform/ }).closest('label')?.textContent,
    ).toContain('Your current plan');
    expect(screen.getByRole('group', { name: 'Billing cycle' })).toHaveProperty('disabled', true);
    await page.upgrade({ productCode: 'HK_ALL', subscriptionTime: 6 });
    expect(within(summary()).getByText(/any discount on your current order is lost/)).toBeTruthy();
    const button = within(summary()).getByRole('button', { name: 'Continue to upgrade' });
    expect(api.checkActivity).not.toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/products/checkout'));
    expect(app.router.state.location.search).toMatchObject({
      product: 'COMBO',
      cycle: 6,
      currency: 'HKD',
      upgrade: 31,
    });
    expect(app.router.state.location.search).not.toHaveProperty('coupon');
  });

  it('blocks a user who already has the highest permission, and says why', async () => {
    const account = accountWith(myPlan('COMBO'));
    api.getMyPlans.mockResolvedValue(account);
    await open('?product=HK_MOBILE');
    const why = blockedNote(account, 'HK_MOBILE');
    expect(why).toMatch(/highest permission \(Combo Premium\)/);
    await page.blocked(why);
    const note = within(summary()).getByText(why);
    expect(continueButton().getAttribute('aria-describedby')).toBe(note.id);
    expect(api.checkActivity).not.toHaveBeenCalled();
  });

  it('promises no promo code at checkout when the choice is blocked', async () => {
    api.getMyPlans.mockResolvedValue(accountWith(myPlan('COMBO')));
    await open('?product=HK_MOBILE&coupon=SPRING&origin=promocode');
    await within(await findSummary()).findByText(/You already have the highest permission/);
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(within(summary()).queryByText(/will be applied at checkout/)).toBeNull();
  });

  it('shows an error with Retry when the user’s plans fail to load', async () => {
    api.getMyPlans.mockRejectedValueOnce({ errorCode: '9999' });
    await open();
    await page.failed();
    await page.retry();
    expect(await screen.findByRole('group', { name: 'Product' })).toBeTruthy();
  });

  it('says when offers could not be checked, and still lets the user continue', async () => {
    api.checkActivity.mockRejectedValue(new TypeError('Failed to fetch'));
    await open();
    expect(await within(await findSummary()).findByText(CHECK_FAILED)).toBeTruthy();
    await page.offer(CHECK_FAILED, true);
  });

  it('works in the mobile layout and in Traditional Chinese', async () => {
    await renderApp({
      api,
      url: '/pricing/products/offerselection?product=COMBO&currency=HKD',
      getUserInfo: () => Promise.resolve(signedInUser()),
      mobile: true,
      locale: 'zh_HK',
    });
    const products = await screen.findByRole('group', { name: '產品' });
    expect(within(products).getByRole('radio', { name: /組合尊享版/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('complementary', { name: '您的計劃' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '繼續結帳' })).toBeTruthy();
  });
});
