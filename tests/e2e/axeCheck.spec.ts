import { expect } from '@playwright/test';
import { axeViolations } from './helpers';
import { test } from './test';

// Every screen's "axe finds nothing" rests on this check: it must still name what breaks a rule.
test('the axe check names each broken rule and where', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>t</title><main><img src="data:,"><p style="color:#ccc;background:#fff">faint</p></main></html>',
  );
  const found = await axeViolations(page);
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^image-alt: img/),
      expect.stringMatching(/^color-contrast: p/),
    ]),
  );
});
