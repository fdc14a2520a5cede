/**
 * jsdom's getComputedStyle, with the two properties Testing Library reads for every element of
 * every query (display, to skip what is not rendered; visibility, to skip what is hidden) answered
 * without jsdom's cascade. jsdom matches each rule of its user-agent stylesheet against the
 * element, and for visibility does it again for every ancestor: a quarter of a model run's time.
 *
 * The tests load no stylesheet (Vitest leaves CSS out), so an element's display follows from the
 * user-agent stylesheet alone, and that reads only what `displayKey` lists: jsdom answers once per
 * key. Visibility is inherited and set only inline or on a hidden table row, so it is read up the
 * ancestors here. Anything else, a pseudo-element, or a page with a stylesheet of its own goes to
 * jsdom. jsdomStyles.test.tsx holds both answers equal on the user-agent stylesheet's cases and on
 * the pricing page; SR_STYLE_CHECK=1 checks every answer of a whole run.
 */
/** SR_STYLE_CHECK=1: every fast answer is checked against jsdom's, and a difference throws. */
const CHECK_EVERY_ANSWER = process.env.SR_STYLE_CHECK === '1';

type Styles = (element: Element, pseudo?: string | null) => CSSStyleDeclaration;

/** What jsdom's user-agent stylesheet can make an element's display depend on. */
function displayKey(element: Element): string | undefined {
  const inline = (element as HTMLElement).style;
  const display = inline?.getPropertyValue('display') ?? '';
  // Taken from the parent: not a property of the element alone.
  if (display === 'inherit' || display === 'unset') return undefined;
  const parent = element.parentElement;
  // JSON, not join: a missing attribute (null) and an empty one ('') must differ.
  return JSON.stringify([
    element.namespaceURI,
    element.localName,
    element.getAttribute('hidden'),
    element.hasAttribute('open'),
    element.getAttribute('type')?.toLowerCase(),
    element.getAttribute('popover'),
    element.hasAttribute('popover') && element.matches(':popover-open'),
    // details > summary:first-of-type
    element.localName === 'summary' &&
      parent?.localName === 'details' &&
      parent.querySelector(':scope > summary') === element,
    display,
    inline?.getPropertyPriority('display'),
  ]);
}

function visibilityOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const inline = (node as HTMLElement).style?.getPropertyValue('visibility');
    if (inline && inline !== 'inherit' && inline !== 'unset')
      return inline === 'initial' ? 'visible' : inline;
    // tfoot[hidden], tr[hidden] { visibility: collapse }
    if ((node.localName === 'tr' || node.localName === 'tfoot') && node.hasAttribute('hidden'))
      return 'collapse';
  }
  return 'visible';
}

const jsdoms = new WeakMap<Window, Styles>();

/** jsdom's own getComputedStyle for this window, as it was before installFastStyles. */
export const jsdomStyles = (window: Window): Styles =>
  jsdoms.get(window) ?? window.getComputedStyle.bind(window);

/** The fast answers, and the getComputedStyle built on them. */
export function fastStyles(
  window: Window,
  own = jsdomStyles(window),
): {
  display: (element: Element) => string;
  visibility: (element: Element) => string;
  styles: Styles;
} {
  const displays = new Map<string, string>();
  const display = (element: Element) => {
    const key = displayKey(element);
    if (key === undefined) return own(element).display;
    let value = displays.get(key);
    if (value === undefined) {
      value = own(element).display;
      displays.set(key, value);
    }
    return value;
  };
  const styles: Styles = (element, pseudo) => {
    if (pseudo || window.document.styleSheets.length > 0) return own(element, pseudo);
    let full: CSSStyleDeclaration | undefined;
    const jsdom = () => {
      full ??= own(element);
      return full;
    };
    const fast = (name: string | symbol) =>
      name === 'display' ? display(element) : name === 'visibility' ? visibilityOf(element) : null;
    const quick = CHECK_EVERY_ANSWER
      ? (name: string | symbol) => {
          const answer = fast(name);
          const truth = answer === null ? null : jsdom().getPropertyValue(String(name));
          if (answer !== truth)
            throw new Error(`${String(name)} of <${element.localName}>: ${answer}, jsdom ${truth}`);
          return answer;
        }
      : fast;
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, property) {
        const value = quick(property);
        if (value !== null) return value;
        if (property === 'getPropertyValue')
          return (name: string) => quick(name) ?? jsdom().getPropertyValue(name);
        const other = Reflect.get(jsdom(), property);
        return typeof other === 'function' ? other.bind(jsdom()) : other;
      },
    });
  };
  return { display, visibility: visibilityOf, styles };
}

/**
 * Puts the fast getComputedStyle on the window, once: the setup file runs for every test file, and
 * the files one Vitest worker runs (isolate: false) can share a window.
 */
export function installFastStyles(window: Window): void {
  if (jsdoms.has(window)) return;
  const own: Styles = window.getComputedStyle.bind(window);
  jsdoms.set(window, own);
  window.getComputedStyle = fastStyles(window, own).styles;
}
