/** What Tab can reach inside a container, in document order (disabled and hidden controls left out). */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** The element a dialog opens on: the one marked autofocus, else the first control. */
export function initialFocus(container: HTMLElement): HTMLElement | undefined {
  return container.querySelector<HTMLElement>('[autofocus]') ?? tabbables(container)[0];
}
