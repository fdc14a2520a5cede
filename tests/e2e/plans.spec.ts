import { expect } from '@playwright/test';
import {
  cancelFlow,
  FREQUENCY_WORDS,
  frequencyFlow,
  MY_PLANS,
  myPlansPage,
  PLANS_WORDS,
  resubscribeFlow,
} from '../pages/plans';
import { playwrightPerson } from '../pages/playwrightPerson';
import { expectNoAxeViolations, newPage, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// My Plan against the real server and its demo accounts (server/seed/README.md), at both widths.
test.beforeEach(resetDemo);

for (const mobile of [false, true]) {
  const layout = mobile ? 'phone' : 'desktop';

  test(`a trial shows its free-cancel deadline with the time zone named (${layout})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { mobile });
    await openSignedIn(page, 'trial@demo.test', MY_PLANS);
    const plan = page.getByRole('article');
    await expect(plan).toHaveCount(1);
    await expect(plan.getByText('In trial', { exact: true })).toBeVisible();
    await expect(
      plan.getByText(/^Free trial: cancel before .+ and nothing is charged\./),
    ).toBeVisible();
    await expect(
      plan.getByText(/cancel before \w{3} \d{1,2}, \d{4}, \d{2}:\d{2}( [AP]M)? [A-Z]{3}/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `myplans-trial-${layout}`);
  });

  test(`an account without plans gets the empty-plan view and a way to pricing (${layout})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { mobile });
    await openSignedIn(page, 'new@demo.test', MY_PLANS);
    await myPlansPage(playwrightPerson(page)).empty();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: PLANS_WORDS.toPricing }).click();
    await expect(page).toHaveURL(/\/pricing\/pricing/);
  });
}

test('an active plan states its next charge, amount and card, as the server has them', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await openSignedIn(page, 'active@demo.test', MY_PLANS);
  const plan = page.getByRole('article', { name: 'HKEx All-Platform' });
  await expect(
    plan.getByText(/^Next payment: \$\d+\.\d{2} on \w{3} \d{1,2}, \d{4} \(Monthly\)\.$/),
  ).toBeVisible();
  await expect(plan.getByText('Visa ending in 4242')).toBeVisible();
  await expect(plan.getByText('USD', { exact: true })).toBeVisible();
});

test('a cancelled plan says access has ended and offers Buy again with that product', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await openSignedIn(page, 'cancelled@demo.test', MY_PLANS);
  const plan = page.getByRole('article').filter({ hasText: 'Cancelled' }).first();
  await expect(plan.getByText(PLANS_WORDS.cancelled)).toBeVisible();
  await plan.getByRole('link', { name: 'Buy again' }).click();
  await expect(page).toHaveURL(/\/pricing\/products\/offerselection\?product=/);
});

test('My Plan reads in Traditional Chinese, with no English left', async ({ browser }) => {
  const page = await newPage(browser, { locale: 'zh-HK', mobile: true });
  await openSignedIn(page, 'trial@demo.test', MY_PLANS);
  await expect(page.getByRole('heading', { level: 1, name: '我的計劃' })).toBeVisible();
  const plan = page.getByRole('article');
  await expect(plan.getByText('試用中', { exact: true })).toBeVisible();
  await expect(plan.getByText(/^免費試用：於 .+ 前取消不會收費。/)).toBeVisible();
  await expect(plan.getByText(/Free trial|Payment|Start date|Next payment/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'myplans-trial-zh_HK-phone');
});

test('at the highest permission, Upgrade is disabled and says why', async ({ page }) => {
  await openSignedIn(page, 'referrer@demo.test', MY_PLANS);
  const plan = page.getByRole('article', { name: 'Combo Premium' });
  const upgrade = plan.getByRole('button', { name: 'Upgrade', exact: true });
  await expect(upgrade).toBeDisabled();
  await expect(upgrade).toHaveAccessibleDescription(
    'You already have the highest permission (Combo Premium), so there is nothing to upgrade to.',
  );
  await expect(plan.getByRole('link', { name: /^Upgrade/ })).toHaveCount(0);
});

test.describe('cancelling a plan', () => {
  for (const mobile of [false, true]) {
    test(`a trial is cancelled free of charge, with a reason, by keyboard only (${mobile ? 'phone' : 'desktop'})`, async ({
      browser,
    }) => {
      const page = await newPage(browser, { mobile });
      await openSignedIn(page, 'trial@demo.test', MY_PLANS);
      const flow = cancelFlow(playwrightPerson(page), 'HKEx All-Platform');
      await page.getByRole('button', { name: 'Cancel plan' }).focus();
      await page.keyboard.press('Enter');
      await flow.asks(true);
      await expectNoAxeViolations(page);
      // Focus is in the dialog: the first reason, then on to Confirm cancellation.
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: 'It costs too much' })).toBeChecked();
      await page.getByRole('button', { name: 'Confirm cancellation' }).focus();
      await page.keyboard.press('Enter');
      await flow.done(true);
      await shot(page, `myplans-cancelled-${mobile ? 'phone' : 'desktop'}`);
      await expect(page.getByRole('button', { name: 'Done' })).toBeFocused();
      await page.keyboard.press('Enter');
      await flow.closed();
      const plan = page.getByRole('article', { name: 'HKEx All-Platform' });
      await expect(plan.getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(plan.getByRole('link', { name: 'Buy again' })).toBeVisible();
      // A cancelled plan offers no second cancel.
      await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
    });
  }

  test('Keep my plan and Escape change nothing; a double click cancels once', async ({
    browser,
    request,
  }) => {
    const page = await newPage(browser);
    await openSignedIn(page, 'active@demo.test', MY_PLANS);
    const flow = cancelFlow(playwrightPerson(page), 'HKEx All-Platform');
    await flow.open();
    await flow.asks(false);
    await flow.keep();
    await flow.closed();
    await flow.open();
    await page.keyboard.press('Escape');
    await flow.closed();
    await flow.open();
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/pc/cs')) requests++;
    });
    await page.getByRole('button', { name: 'Confirm cancellation' }).dblclick();
    await flow.done(false);
    expect(requests).toBe(1);
    const orders = await request.get('/__test/orders?email=active%40demo.test');
    expect(orders.ok()).toBe(true);
  });

  test('reads in Traditional Chinese', async ({ browser }) => {
    const page = await newPage(browser, { locale: 'zh-HK' });
    await openSignedIn(page, 'trial@demo.test', MY_PLANS);
    await page.getByRole('button', { name: '取消計劃' }).click();
    const dialog = page.getByRole('dialog', { name: '取消港股全平台？' });
    await expect(
      dialog.getByText('您仍在免費取消期內：不會收取任何費用。使用權限將即時終止。'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: '確認取消' }).click();
    await expect(page.getByRole('dialog', { name: '您的計劃已取消' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('re-subscribing a cancelled plan', () => {
  for (const mobile of [false, true]) {
    test(`states the charge, pays once on a double click, and shows the plan active (${mobile ? 'phone' : 'desktop'})`, async ({
      browser,
      request,
    }) => {
      const page = await newPage(browser, { mobile });
      await openSignedIn(page, 'cancelled@demo.test', MY_PLANS);
      const product = 'A-Shares All-Platform';
      const flow = resubscribeFlow(playwrightPerson(page), product);
      const charges = async () =>
        (
          (await (await request.get('/__test/orders?email=cancelled%40demo.test')).json()) as {
            charges: number;
          }
        ).charges;
      const before = await charges();
      await flow.open();
      await flow.asks();
      await expect(page.getByRole('dialog')).toContainText(/HK\$[\d,.]+ is charged now to/);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /^Pay .+ and re-subscribe$/ }).dblclick();
      await flow.done();
      await shot(page, `myplans-resubscribed-${mobile ? 'phone' : 'desktop'}`);
      expect(await charges()).toBe(before + 1);
      await flow.close();
      await flow.closed();
      const plan = page.getByRole('article', { name: product });
      await expect(plan.getByText('Active', { exact: true })).toBeVisible();
      await expect(plan.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
    });
  }

  test('reads in Simplified Chinese', async ({ browser }) => {
    const page = await newPage(browser, { locale: 'zh-CN' });
    await openSignedIn(page, 'cancelled@demo.test', MY_PLANS);
    await page.getByRole('button', { name: '重新订阅' }).click();
    const dialog = page.getByRole('dialog', { name: '重新订阅A股全平台？' });
    await expect(dialog.getByText(/现在将从 .+ 扣款/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('changing the billing frequency', () => {
  const product = 'HKEx All-Platform';
  for (const mobile of [false, true]) {
    test(`schedules Annually by keyboard only, shows it on the card, then withdraws it (${mobile ? 'phone' : 'desktop'})`, async ({
      browser,
    }) => {
      const page = await newPage(browser, { mobile });
      await openSignedIn(page, 'active@demo.test', MY_PLANS);
      const flow = frequencyFlow(playwrightPerson(page), product);
      const card = page.getByRole('article', { name: product });
      const dialog = page.getByRole('dialog', { name: `Billing frequency of ${product}` });
      await card.getByRole('button', { name: 'Change billing frequency' }).focus();
      await page.keyboard.press('Enter');
      await flow.asks(false);
      await expect(dialog.getByRole('radio')).toHaveCount(3);
      await expect(
        dialog.getByRole('radio', { name: /^Monthly \(current\): \$[\d,.]+ per payment$/ }),
      ).toBeChecked();
      await expectNoAxeViolations(page);
      // Focus starts on the frequency in force; arrows move the choice, Tab reaches Update.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByRole('radio', { name: /^Annually: / })).toBeChecked();
      await flow.asks(true);
      await dialog.getByRole('button', { name: 'Update frequency' }).focus();
      await page.keyboard.press('Enter');
      await flow.done('Annually', false);
      await shot(page, `myplans-frequency-${mobile ? 'phone' : 'desktop'}`);
      await expect(page.getByRole('button', { name: 'Done' })).toBeFocused();
      await page.keyboard.press('Enter');
      await flow.closed();
      await expect(card.getByText(FREQUENCY_WORDS.nextWithChange('Annually'))).toBeVisible();

      await flow.open();
      await expect(
        dialog.getByText(FREQUENCY_WORDS.scheduled('Annually', 'Monthly')),
      ).toBeVisible();
      await expect(dialog.getByRole('radio', { name: /^Annually: / })).toBeChecked();
      await flow.choose('Monthly');
      let requests = 0;
      page.on('request', (r) => {
        if (r.url().includes('/pc/bf')) requests++;
      });
      await dialog.getByRole('button', { name: 'Withdraw the change' }).dblclick();
      await flow.done('Monthly', true);
      expect(requests).toBe(1);
      await flow.close();
      await flow.closed();
      await expect(card.getByText(/^Next payment: .+ \(Monthly\)\.$/)).toBeVisible();
    });
  }

  test('Keep as it is and Escape change nothing; a cancelled plan says to re-subscribe first', async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await openSignedIn(page, 'active@demo.test', MY_PLANS);
    const flow = frequencyFlow(playwrightPerson(page), product);
    await flow.open();
    await flow.choose('Semi-annually');
    await flow.keep();
    await flow.closed();
    await flow.open();
    await expect(page.getByRole('radio', { name: /^Monthly \(current\): / })).toBeChecked();
    await page.keyboard.press('Escape');
    await flow.closed();
    await expect(page.getByText(/^Next payment: .+ \(Monthly\)\.$/)).toBeVisible();

    const other = await newPage(browser, { mobile: true });
    await openSignedIn(other, 'cancelled@demo.test', MY_PLANS);
    await frequencyFlow(playwrightPerson(other), 'A-Shares All-Platform').needsResubscribe();
  });

  test('reads in Traditional Chinese', async ({ browser }) => {
    const page = await newPage(browser, { locale: 'zh-HK', mobile: true });
    await openSignedIn(page, 'active@demo.test', MY_PLANS);
    await page.getByRole('button', { name: '更改收費週期' }).click();
    const dialog = page.getByRole('dialog', { name: '港股全平台的收費週期' });
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await dialog.getByRole('radio', { name: /^按年/ }).check();
    await expect(dialog).not.toContainText(/Monthly|Annually|payment|frequency/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '更新收費週期' }).click();
    const done = page.getByRole('dialog', { name: '更新成功' });
    await expect(done).toBeVisible();
    await expect(done).not.toContainText(/[A-Za-z]{4,}/);
    await shot(page, 'myplans-frequency-zh_HK-phone');
  });
});
