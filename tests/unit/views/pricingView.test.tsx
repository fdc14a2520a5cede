// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plan, priceList } from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { CYCLE, PRODUCT, pricingPage } from '../../pages/pricing';
import { renderApp } from './appHarness';

// The API is faked through the router context; everything from the statechart to the router is real.
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
});
afterEach(cleanup);

const card = (name: string) => screen.getByRole('article', { name });
const NAMES = [PRODUCT.COMBO, PRODUCT.HK_ALL, PRODUCT.A_ALL, PRODUCT.HK_MOBILE, PRODUCT.A_MOBILE];

describe('pricing page', () => {
  it('shows placeholders, then the five products with what each includes', async () => {
    let answer: (value: unknown) => void = () => {};
    api.getPriceList.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderApp({ api, url: '/pricing/pricing' });
    // The router's own pending view may show first while the screen's code arrives.
    await pricingPage(jsdomPerson()).loadingPrices();
    expect(screen.getByTestId('plan-skeletons').getAttribute('aria-hidden')).toBe('true');
    answer(priceList());

    await screen.findByRole('article', { name: PRODUCT.COMBO });
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual(
      NAMES,
    );
    const combo = card(PRODUCT.COMBO);
    expect(within(combo).getByText('Most complete')).toBeTruthy();
    expect(within(combo).getByText('Hong Kong stocks (HKEx)')).toBeTruthy();
    expect(within(combo).getByText('China A-shares')).toBeTruthy();
    expect(within(combo).getByText('Web + Mobile app')).toBeTruthy();
    expect(within(card(PRODUCT.HK_MOBILE)).getByText('Mobile app')).toBeTruthy();
    expect(within(card(PRODUCT.HK_MOBILE)).queryByText('Most complete')).toBeNull();
    expect(api.getPriceList).toHaveBeenCalledWith('en');
  });

  it('shows the server’s prices, trial days and first-month discount', async () => {
    await renderApp({ api, url: '/pricing/pricing' });
    const combo = await screen.findByRole('article', { name: PRODUCT.COMBO });
    expect(within(combo).getByText('$49.00')).toBeTruthy();
    expect(within(combo).getByText('per month')).toBeTruthy();
    expect(within(combo).getByText('14 days free trial')).toBeTruthy();
    expect(within(combo).getByText('50% off the first paid month of monthly billing')).toBeTruthy();
    expect(within(card(PRODUCT.HK_MOBILE)).queryByText(/free trial/)).toBeNull();
  });

  it('switches the billing cycle and the currency, keeping them in the address', async () => {
    const app = await renderApp({ api, url: '/pricing/pricing' });
    await screen.findByRole('article', { name: PRODUCT.COMBO });
    const cycle = screen.getByRole('group', { name: 'Billing cycle' });
    expect(within(cycle).getByRole('radio', { name: CYCLE[1] })).toHaveProperty('checked', true);
    await userEvent.click(within(cycle).getByRole('radio', { name: CYCLE[12] }));
    await userEvent.click(screen.getByRole('radio', { name: 'HKD' }));

    const combo = card(PRODUCT.COMBO);
    // 4900 × 12 × 0.8 × 7.8 rounded by the server's seed: HK$3,669.00 a year, HK$305.75 a month.
    const yearly = plan('COMBO').prices.find(
      (p) => p.currency === 'HKD' && p.subscriptionTime === 12,
    );
    expect(yearly).toMatchObject({ amount: 366900, monthlyAmount: 30575 });
    expect(within(combo).getByText('HK$3,669.00')).toBeTruthy();
    expect(within(combo).getByText('per year')).toBeTruthy();
    expect(within(combo).getByText('HK$305.75 per month')).toBeTruthy();
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ cycle: 12, currency: 'HKD' }),
    );
  });

  it('starts from the cycle and currency in the address', async () => {
    await renderApp({ api, url: '/pricing/pricing?cycle=6&currency=SGD' });
    const combo = await screen.findByRole('article', { name: PRODUCT.COMBO });
    expect(screen.getByRole('radio', { name: CYCLE[6] })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'SGD' })).toHaveProperty('checked', true);
    expect(within(combo).getByText('per 6 months')).toBeTruthy();
  });

  it('links each product to offer selection with the choice and the promo link', async () => {
    await renderApp({ api, url: '/pricing/pricing?currency=HKD&coupon=SPRING&origin=promocode' });
    const combo = await screen.findByRole('article', { name: PRODUCT.COMBO });
    const link = within(combo).getByRole('link', { name: `Choose ${PRODUCT.COMBO}` });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/pricing/products/offerselection');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      product: 'COMBO',
      cycle: '1',
      currency: 'HKD',
      coupon: 'SPRING',
      origin: 'promocode',
    });
  });

  it('shows an error with Retry when the price list fails', async () => {
    api.getPriceList.mockRejectedValueOnce({ errorCode: '9999' });
    await renderApp({ api, url: '/pricing/pricing' });
    const page = pricingPage(jsdomPerson());
    await page.failed();
    await page.retry();
    expect(await screen.findByRole('article', { name: PRODUCT.COMBO })).toBeTruthy();
    expect(api.getPriceList).toHaveBeenCalledTimes(2);
  });

  it('speaks Traditional Chinese with Hong Kong money formats', async () => {
    await renderApp({ api, url: '/pricing/pricing?currency=HKD', locale: 'zh_HK' });
    const combo = await screen.findByRole('article', { name: '組合尊享版' });
    expect(within(combo).getByText('HK$382.00')).toBeTruthy();
    expect(screen.getByRole('group', { name: '收費週期' })).toBeTruthy();
    expect(api.getPriceList).toHaveBeenCalledWith('zh_HK');
  });

  it('speaks Simplified Chinese on the error screen too', async () => {
    api.getPriceList.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderApp({ api, url: '/pricing/pricing', locale: 'zh_CN' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('renders the same content in the mobile layout', async () => {
    const { container } = await renderApp({ api, url: '/pricing/pricing', mobile: true });
    await screen.findByRole('article', { name: PRODUCT.COMBO });
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('mobile');
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });
});
