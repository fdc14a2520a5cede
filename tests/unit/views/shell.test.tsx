// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../src/i18n/preference';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { SHELL, shell } from '../../pages/shell';
import { renderApp, signedInUser } from './appHarness';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const signedIn = () => Promise.resolve(signedInUser());

describe('layout shell', () => {
  it('shows the desktop layout above 690 px: header, nav links, language, sign-in, footer', async () => {
    const { container } = await renderApp({ url: '/pricing/pricing' });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('desktop');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Stock Research' })).toBeTruthy();
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: SHELL.personalCentre })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(within(banner).getByRole('combobox', { name: SHELL.language })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Stock Research');
  });

  it('shows the mobile layout at 690 px: a Menu button that reveals the links', async () => {
    const { container } = await renderApp({ url: '/pricing/pricing', mobile: true });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('mobile');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: SHELL.personalCentre })).toBeNull();
    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: SHELL.personalCentre })).toBeTruthy();
  });

  it('sets <html lang> and the document title per route', async () => {
    const app = await renderApp({ url: '/pricing/pricing' });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Pricing'));
    app.unmount();

    const signedInApp = await renderApp({
      url: '/pricing/personalcentre/promocode',
      getUserInfo: signedIn,
    });
    await screen.findByRole('heading', { level: 1, name: 'Promo Code' });
    await waitFor(() => expect(document.title).toBe('Promotion Code'));
    for (const [href, title] of [
      ['/personalcentre/myplans', 'My Plan'],
      ['/personalcentre/contact', 'Contact Info'],
      ['/products/offerselection', 'Offer Selection'],
      ['/products/checkout?product=HK_ALL&currency=USD', 'Checkout'],
      ['/products/checkout?product=COMBO&upgrade=42', 'Confirm upgrade'],
    ] as const) {
      await signedInApp.router.navigate({ href });
      await waitFor(() => expect(document.title).toBe(title));
    }
    await signedInApp.router.navigate({
      to: '/personalcentre/myplans/billing/$id',
      params: { id: '17' },
    });
    await waitFor(() => expect(document.title).toBe('Billing History'));
  });

  it('never titles the tab in English while a page’s words are still loading', async () => {
    const titles: string[] = [];
    const set = Object.getOwnPropertyDescriptor(Document.prototype, 'title')?.set;
    const spy = vi.spyOn(document, 'title', 'set').mockImplementation(function (this: Document, t) {
      titles.push(t);
      set?.call(this, t);
    });
    try {
      await renderApp({
        url: '/pricing/personalcentre/promocode',
        getUserInfo: signedIn,
        locale: 'zh_HK',
      });
      await waitFor(() => expect(document.title).toBe('優惠碼'));
      // Until its catalog is in, the page is titled by the product's name, in the page's language.
      expect(titles.filter((t) => /[A-Za-z]/.test(t))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps My Plan marked on a desktop when its saved cards are open', async () => {
    const app = await renderApp({
      url: '/pricing/personalcentre/paymentmethod',
      getUserInfo: signedIn,
    });
    const nav = await screen.findByRole('navigation', { name: SHELL.personalCentre });
    const myPlan = within(nav).getByRole('link', { name: 'My Plan' });
    await waitFor(() => expect(myPlan.getAttribute('aria-current')).toBe('true'));
    await app.router.navigate({ href: '/personalcentre/contact' });
    await waitFor(() => expect(myPlan.getAttribute('aria-current')).toBeNull());
  });

  it('switches language from the switcher, remembers it, and translates title and screen', async () => {
    const app = await renderApp({ url: '/pricing/pricing' });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    await shell(jsdomPerson()).chooseLanguage('zh-HK');

    expect(await screen.findByRole('heading', { level: 1, name: '價格方案' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '語言' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-HK');
    await waitFor(() => expect(document.title).toBe('價格方案'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh_HK');
    // Signed out: nothing to save on the account.
    expect(app.saveLanguage).not.toHaveBeenCalled();
  });

  it('saves the choice on the account when signed in', async () => {
    const app = await renderApp({ url: '/pricing/personalcentre/myplans', getUserInfo: signedIn });
    await screen.findByRole('heading', { level: 1, name: 'My Plan' });
    await shell(jsdomPerson()).chooseLanguage('zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '我的方案' })).toBeTruthy();
    expect(app.saveLanguage).toHaveBeenCalledWith('zh_CN');
  });

  it('follows the language saved on the account once the user is known', async () => {
    const app = await renderApp({
      url: '/pricing/personalcentre/myplans',
      getUserInfo: signedIn,
      savedLanguage: 'zh_HK',
    });
    app.language.followAccount();
    expect(await screen.findByRole('heading', { level: 1, name: '我的計劃' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh_HK');
  });

  it('a contact link in a language shows it for this visit, and remembers nothing', async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const app = await renderApp({
      url: '/pricing/personalcentre/contact/zh_HK',
      getUserInfo: signedIn,
      savedLanguage: 'zh_CN',
      api: { getContact: async () => null },
    });
    app.language.followAccount();
    expect(await screen.findByRole('heading', { level: 1, name: '聯絡資料' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-HK');
    // The account's own language does not take over this visit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1, name: '聯絡資料' })).toBeTruthy();
    expect(app.saveLanguage).not.toHaveBeenCalled();
    // This browser may learn the account's own language, never the visit's.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).not.toBe('zh_HK');
  });
});

describe('unknown paths and errors', () => {
  it('shows a translated not-found view inside the layout', async () => {
    await renderApp({ url: '/pricing/no-such-page', locale: 'zh_CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '找不到页面' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('找不到页面'));
  });

  it('shows not-found for a contact language that does not exist', async () => {
    await renderApp({ url: '/pricing/personalcentre/contact/fr', getUserInfo: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('redirects /pricing/ to the pricing page', async () => {
    const app = await renderApp({ url: '/pricing/' });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(app.router.state.location.pathname).toBe('/pricing');
  });
});

describe('personal centre', () => {
  it('desktop tabs: My Plan, Contact Info, Promo Code', async () => {
    await renderApp({ url: '/pricing/personalcentre', getUserInfo: signedIn });
    await screen.findByRole('heading', { level: 1, name: 'My Plan' });
    const tabs = screen.getByRole('navigation', { name: SHELL.personalCentre });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Plan', 'Contact Info', 'Promo Code']);
    expect(within(tabs).getByRole('link', { name: 'My Plan' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('mobile tabs: My Plan and Payment Method only', async () => {
    await renderApp({
      url: '/pricing/personalcentre/myplans',
      getUserInfo: signedIn,
      mobile: true,
    });
    await screen.findByRole('heading', { level: 1, name: 'My Plan' });
    const tabs = screen.getByRole('navigation', { name: SHELL.personalCentre });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Plan', 'Payment Method']);
  });

  it.each(['contact', 'promocode'])(
    'on mobile, %s says it is not available there',
    async (page) => {
      await renderApp({
        url: `/pricing/personalcentre/${page}`,
        getUserInfo: signedIn,
        mobile: true,
      });
      const note = await screen.findByText(/not available on mobile/);
      expect(note).toBeTruthy();
      expect(screen.getAllByRole('link', { name: 'Go to My Plan' })).toHaveLength(1);
    },
  );

  it('promo code area has three tabs, selectable by click and arrow keys', async () => {
    const app = await renderApp({
      url: '/pricing/personalcentre/promocode',
      getUserInfo: signedIn,
    });
    const tablist = await screen.findByRole('tablist', { name: 'Promo Code' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'My Promo Codes',
      'Redeem Schedule',
      'Referral Program',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'Referral Program' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Referral Program' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Referral Program' })).toBeTruthy();
    expect(app.router.state.location.search).toEqual({ tab: 'referral' });

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tab: 'mycodes' }));
    expect(document.activeElement?.textContent).toBe('My Promo Codes');
  });

  it('ignores a malformed promo tab in the address', async () => {
    await renderApp({
      url: '/pricing/personalcentre/promocode?tab=<script>',
      getUserInfo: signedIn,
    });
    const promo = await screen.findByRole('tablist', { name: 'Promo Code' });
    const selected = within(promo).getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('My Promo Codes');
  });

  it('billing history of one plan links back to My Plan', async () => {
    await renderApp({ url: '/pricing/personalcentre/myplans/billing/17', getUserInfo: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing History' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Plan' })).toBeTruthy();
  });
});

describe('checkout search', () => {
  it('keeps a valid coupon and origin, drops malformed values', async () => {
    const app = await renderApp({
      url: '/pricing/products/checkout?product=HK_ALL&currency=USD&coupon=WELCOME10&origin=promocode',
      getUserInfo: signedIn,
    });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    const checkoutSearch = () =>
      app.router.state.matches.at(-1)?.search as Record<string, unknown> | undefined;
    expect(checkoutSearch()).toMatchObject({
      product: 'HK_ALL',
      coupon: 'WELCOME10',
      origin: 'promocode',
    });

    await app.router.navigate({
      href: '/products/checkout?product=HK_ALL&currency=USD&coupon=%3Cbad%3E&origin=x',
    });
    await waitFor(() => expect(checkoutSearch()).toMatchObject({ product: 'HK_ALL', origin: 'x' }));
    expect(checkoutSearch()?.coupon).toBeUndefined();
    // Dropped from the address too, so a copied link does not carry it on.
    expect(app.router.state.location.searchStr).toBe('?product=HK_ALL&currency=USD&origin=x');
  });

  it('pricing drops a malformed cycle, keeps the currency, and never shows an error page', async () => {
    const app = await renderApp({
      url: '/pricing/pricing?cycle=7&currency=HKD&coupon=%5B1%5D&__proto__=%7B%22cycle%22%3A12%7D',
    });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    const search = app.router.state.matches.at(-1)?.search as Record<string, unknown>;
    expect(search).toMatchObject({ currency: 'HKD' });
    expect(search.cycle).toBeUndefined();
    expect(search.coupon).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
