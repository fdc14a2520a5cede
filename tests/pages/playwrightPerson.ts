import { type Locator, type Page, expect as playwrightExpect } from '@playwright/test';
import { TAKEN_OVER_ATTRIBUTE } from '../../src/api/contract/prerendered';
import { escapeRegExp, type Find, type Person } from './person';

function locate(page: Page, target: Find): Locator {
  const root = target.within ? locate(page, target.within) : page;
  if ('text' in target)
    return root.getByText(target.text, typeof target.text === 'string' ? { exact: true } : {});
  if ('testId' in target) return root.getByTestId(target.testId);
  if ('label' in target)
    return root.getByLabel(target.label, { exact: typeof target.label === 'string' });
  const exact = typeof target.name === 'string' ? { exact: true } : {};
  const found = root.getByRole(target.role, { name: target.name, level: target.level, ...exact });
  return target.nth === undefined ? found : found.nth(target.nth);
}

/** The person in Chromium: Playwright's locators and web-first assertions. */
export function playwrightPerson(page: Page, options: { timeout?: number } = {}): Person {
  const timeout = options.timeout ?? 10_000;
  const expect = playwrightExpect.configure({ timeout });
  return {
    sees: async (target, words) => {
      const found = locate(page, target);
      if (words === undefined) await expect(found).toBeVisible();
      else await expect(found).toHaveText(words);
    },
    seesIn: (target, part) => expect(locate(page, target)).toContainText(part),
    seesNotIn: (target, part) => expect(locate(page, target)).not.toContainText(part),
    seesNo: (target) => expect(locate(page, target)).toHaveCount(0),
    seesCount: (target, count) => expect(locate(page, target)).toHaveCount(count),
    seesFocused: (target) => expect(locate(page, target)).toBeFocused(),
    seesBusy: (target, busy) =>
      expect(locate(page, target)).toHaveAttribute('aria-busy', `${busy}`),
    seesTerm: async (term, value) => {
      const exactly = new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      const dt = page.locator('dt').filter({ hasText: exactly });
      if (value === undefined) await expect(dt).toHaveCount(0);
      else await expect(dt.locator('xpath=following-sibling::dd[1]'), term).toHaveText(value);
    },
    seesChecked: async (target, checked) => {
      if (checked) await expect(locate(page, target)).toBeChecked();
      else await expect(locate(page, target)).not.toBeChecked();
    },
    seesEnabled: async (target, can) => {
      if (can) await expect(locate(page, target)).toBeEnabled();
      else await expect(locate(page, target)).toBeDisabled();
    },
    isEnabled: (target) => locate(page, target).isEnabled(),
    announces: async (words, region) => {
      if (region) await expect(locate(page, region).getByRole('status')).toHaveText(words);
      else await expect(page.getByRole('status').filter({ hasText: words })).toBeAttached();
    },
    seesAddress: (address) => expect(page).toHaveURL(address),
    // Actions wait as long as checks do: a control that never appears fails its path, not the run.
    clicks: (target) => locate(page, target).click({ timeout }),
    fills: (label, value) => locate(page, { label }).fill(value, { timeout }),
    // fill() puts the text in at once, as a paste does (tabs and all).
    pastes: (label, value) => locate(page, { label }).fill(value, { timeout }),
    seesValue: (label, value) =>
      expect(locate(page, { label })).toHaveValue(value, {
        timeout,
      }),
    ticks: (label) => locate(page, { label }).check({ timeout }),
    seesProblem: async (label, words) => {
      const field = locate(page, { label });
      if (!words) return expect(field).not.toHaveAttribute('aria-invalid', 'true', { timeout });
      await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout });
      await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(words)), { timeout });
    },
    unticks: (label) => locate(page, { label }).uncheck({ timeout }),
    chooses: async (select, option) => {
      await locate(page, select).selectOption({ label: option });
    },
  };
}

/**
 * Opens an address the server may answer with its drawn pricing page, and waits until the app has
 * taken the page over (`<html data-app="on">`): a drawn page shows at once, but its controls do
 * nothing until then, and a person acting sooner would act on a picture.
 */
export async function openApp(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator(`html[${TAKEN_OVER_ATTRIBUTE}="on"]`).waitFor({ state: 'attached' });
  return response;
}

/** Back in this tab from another: the browser fires visibilitychange when a tab is shown again. */
export const returnToTab = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
