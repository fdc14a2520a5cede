import type { Page } from '@playwright/test';

/** WCAG 2.5.5 (AAA) target size; Apple's and Google's guidance agree on about this much. */
const MIN_TARGET_PX = 44;

/**
 * What a person can tap or click on the page that is smaller than MIN_TARGET_PX in either
 * direction, as "role name: W×H". A link inside running text is exempt (WCAG's inline
 * exception), and a checkbox or radio is measured with the label that also toggles it.
 */
export function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"])';
    const hidden = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return (
        !!element.closest('[inert], [aria-hidden="true"]') ||
        getComputedStyle(element).visibility === 'hidden' ||
        (box.width === 0 && box.height === 0)
      );
    };
    const inText = (element: HTMLElement) => {
      if (!(element instanceof HTMLAnchorElement)) return false;
      if (getComputedStyle(element).display !== 'inline') return false;
      const around = element.parentElement?.textContent?.trim() ?? '';
      return around.length > (element.textContent?.trim().length ?? 0);
    };
    const target = (element: HTMLElement) => {
      const toggle =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
      const label = toggle ? (element.closest('label') ?? element.labels?.[0]) : null;
      return (label ?? element).getBoundingClientRect();
    };
    const describe = (element: HTMLElement, box: DOMRect) => {
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : null;
      const name = (
        element.getAttribute('aria-label') ??
        label?.textContent ??
        element.textContent ??
        ''
      ).trim();
      const kind = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${kind} "${name.slice(0, 40)}": ${Math.round(box.width)}×${Math.round(box.height)}`;
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (hidden(element) || inText(element)) continue;
      const box = target(element);
      if (box.width + 0.5 < min || box.height + 0.5 < min) small.push(describe(element, box));
    }
    return small;
  }, MIN_TARGET_PX);
}

/**
 * Whether the focused element shows a ring: its own outline, or, for a radio drawn as a segment
 * (the input itself transparent), its label's.
 */
export function focusIsVisible(page: Page): Promise<{ name: string; visible: boolean }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { name: '(nothing)', visible: false };
    const ringed = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    };
    const drawn = getComputedStyle(focused).opacity === '0' ? focused.nextElementSibling : focused;
    const name = (
      focused.getAttribute('aria-label') ??
      (focused as HTMLInputElement).labels?.[0]?.textContent ??
      focused.textContent ??
      ''
    )
      .trim()
      .slice(0, 40);
    return {
      name: `${focused.tagName.toLowerCase()} "${name}"`,
      visible: !!drawn && ringed(drawn),
    };
  });
}
