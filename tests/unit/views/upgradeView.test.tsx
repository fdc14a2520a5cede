// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../src/api/contract/result';
import type { UpgradedPlan } from '../../../src/api/orders';
import type { AppLocale } from '../../../src/i18n/locale';
import { anUpgradeQuote } from '../../factories/checkout';
import { AGREEMENT, PROCESSING, RECONNECTING } from '../../pages/checkout';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { SUCCESS } from '../../pages/successfulOrder';
import { UPGRADE_WORDS, upgradePage } from '../../pages/upgrade';
import { renderApp, signedInUser } from './appHarness';
import { aPlan, CHECKOUT_URL, checkoutApi, resetServer, server } from './checkoutHarness';

beforeAll(async () => {
  await import('../../../src/views/checkout/CheckoutView');
}, 30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetServer();
});
afterEach(cleanup);

const UPGRADE_URL = `${CHECKOUT_URL.replace('HK_ALL', 'COMBO')}&upgrade=99`;
const declined: Result<UpgradedPlan> = {
  ok: false,
  problem: { code: '5001', message: 'declined', invalidCoupons: [] },
};

const HEADINGS: Record<AppLocale, string> = {
  en: UPGRADE_WORDS.title,
  zh_CN: '确认升级',
  zh_HK: '確認升級',
};

async function openUpgrade(locale: AppLocale = 'en') {
  const app = await renderApp({
    api: checkoutApi,
    url: UPGRADE_URL,
    getUserInfo: async () => signedInUser(),
    locale,
  });
  await screen.findByRole('heading', { level: 1, name: HEADINGS[locale] }, { timeout: 5000 });
  return app;
}

/** The screen's words in Latin letters, names and codes (card brand, currency, US$) aside. */
function englishOnScreen(): string[] {
  const page = screen.getByRole('heading', { level: 1 }).closest('section');
  const words = page?.textContent?.match(/[A-Za-z]{2,}/g) ?? [];
  return words.filter((w) => !['Visa', 'USD', 'US'].includes(w));
}

const CHANGED: Result<UpgradedPlan> = {
  ok: false,
  problem: { code: '0079', message: 'changed', invalidCoupons: [] },
};
const quote = anUpgradeQuote;
/** The upgrade confirmation as its page object sees and drives it. */
const page = upgradePage(jsdomPerson());
const tick = () => jsdomPerson().ticks(AGREEMENT);

describe('upgrade quote', () => {
  it('shows the exact charge, asks for it, and quotes again when it changed', async () => {
    server.preview.mockResolvedValueOnce(quote(3087)).mockResolvedValueOnce(quote(3184));
    server.upgrade.mockResolvedValueOnce(CHANGED);
    await openUpgrade();
    // $30.87 charged now, $28.13 credited.
    await page.quote(quote(3087), false);
    expect(server.preview).toHaveBeenCalledWith(
      expect.objectContaining({ productCode: 'COMBO', coupons: [], upgradeOrderId: 99 }),
    );
    expect(screen.getByText('Lost with this upgrade: your first-charge discount.')).toBeTruthy();
    await tick();
    await page.confirm();
    await page.quote(quote(3184), true);
    expect(screen.getByRole('alert').textContent).toBe(UPGRADE_WORDS.changed);
    await page.confirm();
    await screen.findByRole('heading', { level: 1, name: SUCCESS.heading });
    const asked = server.upgrade.mock.calls.map(([request]) => request.expectedAmount);
    expect(asked).toEqual([3087, 3184]);
  });

  it('says when the amount cannot be worked out, and offers to ask again', async () => {
    server.preview.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openUpgrade();
    await page.quoteFailed(false);
    await page.tryAgain();
    await page.quote(await server.preview.mock.results[1]?.value, false);
    expect(screen.getByRole('button', { name: UPGRADE_WORDS.confirm })).toBeTruthy();
  });
});

describe('upgrade confirmation', () => {
  it('goes back from a refusal to the confirmation, still ticked, and starts a new attempt', async () => {
    server.upgrade.mockResolvedValueOnce(declined);
    await openUpgrade();
    await tick();
    await page.confirm();
    await page.failed('5001');

    await page.back();
    await page.agreement(true, true, false);
    expect(screen.queryByRole('alert')).toBeNull();
    await page.confirm();
    await screen.findByRole('heading', { level: 1, name: SUCCESS.heading });
    const [first, second] = server.upgrade.mock.calls.map(([request]) => request);
    expect(second?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('after "Try again" on the failure screen, focus lands where the new attempt shows', async () => {
    server.upgrade.mockResolvedValueOnce(declined);
    await openUpgrade();
    await tick();
    await page.confirm();
    await page.failed('5001');
    server.upgrade.mockImplementationOnce(() => new Promise(() => {}));
    await page.tryAgain();
    const progress = await screen.findByRole('button', { name: PROCESSING });
    await waitFor(() => {
      const focused = document.activeElement;
      expect(focused).not.toBe(document.body);
      expect(focused?.contains(progress)).toBe(true);
    });
  });

  it('says the connection was interrupted while it resends the same attempt', async () => {
    server.upgrade
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(() => new Promise(() => undefined));
    await openUpgrade();
    await tick();
    await page.confirm();
    expect((await screen.findByRole('status')).textContent).toBe(RECONNECTING);
    const pay = screen.getByRole('button', { name: PROCESSING }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    await waitFor(() => expect(server.upgrade).toHaveBeenCalledTimes(2), { timeout: 3000 });
    const [first, second] = server.upgrade.mock.calls.map(([request]) => request);
    expect(second).toEqual(first);
  });

  for (const locale of ['zh_CN', 'zh_HK'] as const) {
    it(`leaves no English in ${locale}: confirmation, refusal, resend`, async () => {
      const names = { zh_CN: '港股全平台', zh_HK: '港股全平台' };
      server.plans.mockResolvedValue({
        myPlans: [aPlan({ productName: names[locale] })],
        currencyLock: null,
        isNewUser: false,
        signedIn: true,
        highestRank: 2,
      });
      server.upgrade
        .mockResolvedValueOnce(declined)
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockImplementationOnce(() => new Promise(() => undefined));
      await openUpgrade(locale);
      const box = await screen.findByRole('checkbox');
      expect(englishOnScreen()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: /^确认|^確認/ }));
      expect(screen.getByRole('alert').textContent).toMatch(/《/);
      expect(englishOnScreen()).toEqual([]);
      await userEvent.click(box);
      await userEvent.click(screen.getByRole('button', { name: /^确认|^確認/ }));
      await screen.findByRole('heading', { name: /^(支付失败|付款失敗)$/ });
      expect(englishOnScreen()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: /^返回/ }));
      await userEvent.click(screen.getByRole('button', { name: /^确认|^確認/ }));
      await screen.findByRole('status');
      expect(englishOnScreen()).toEqual([]);
    });
  }
});
