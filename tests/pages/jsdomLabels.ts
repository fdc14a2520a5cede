import {
  getDefaultNormalizer,
  queryAllByAttribute,
  queryAllByLabelText,
} from '@testing-library/dom';

/**
 * Testing Library's queryAllByLabelText (exact match, default normaliser), step for step, with the
 * one slow step done once per query instead of once per element. Testing Library asks every
 * element of the container for `element.labels`; jsdom answers that by walking the whole document
 * and resolving every label's `for` by another walk. A model run asks for fields by label
 * thousands of times: those walks were 14 of checkout's 37 s in the fast runner. Here each label's
 * control is read once, and ids once, per query: nothing is kept between queries, so a query
 * always sees the DOM as it is. jsdomLabels.test.tsx holds both answers equal on real screens;
 * SR_LABEL_CHECK=1 checks every answer of a whole run.
 */
const CHECK_EVERY_ANSWER = process.env.SR_LABEL_CHECK === '1';

const normalize = getDefaultNormalizer();
const FORM_CONTROLS = 'button, input, meter, output, progress, select, textarea';
const LABELLED_NODE_NAMES = new Set(FORM_CONTROLS.split(', '));

/** Testing Library's `matches`: the normalised text equals a string, or a RegExp finds it. */
function matches(text: string | null | undefined, matcher: string | RegExp): boolean {
  if (typeof text !== 'string') return false;
  const normalized = normalize(text);
  if (typeof matcher === 'string') return normalized === matcher;
  const found = matcher.test(normalized);
  if (matcher.global) matcher.lastIndex = 0;
  return found;
}

/** Testing Library's label text: a label's own text without its controls' text; else the value. */
function textOf(node: Node): string {
  if (LABELLED_NODE_NAMES.has(node.nodeName.toLowerCase())) return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return Array.from(node.childNodes, textOf).join('');
}
function labelContent(element: Element): string | null {
  if (element.tagName.toLowerCase() === 'label') return textOf(element);
  return (element as HTMLInputElement).value || element.textContent;
}

type Label = { content: string | null; formControl: Element | null | undefined };

/** Testing Library's getLabels for each element of the container, from one pass over the page. */
function labelsIn(elements: Element[], document: Document) {
  // `element.labels` for every element at once: the document's labels, in order, by control.
  const labelsOf = new Map<Element, HTMLLabelElement[]>();
  for (const label of Array.from(document.querySelectorAll('label'))) {
    const control = label.control;
    if (control) labelsOf.set(control, [...(labelsOf.get(control) ?? []), label]);
  }
  // `container.querySelector('[id="…"]')`: the first element of the container with that id.
  const byId = new Map<string, Element>();
  for (const element of elements)
    if (element.id && !byId.has(element.id)) byId.set(element.id, element);

  return (element: Element): Label[] | null => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy.split(' ').map((id) => {
        const labelling = byId.get(id);
        return { content: labelling ? labelContent(labelling) : '', formControl: null };
      });
    const labels = labelsOf.get(element);
    if (!labels && labelledBy === null) return null;
    return (labels ?? []).map((label) => ({
      content: labelContent(label),
      formControl: label.querySelectorAll(FORM_CONTROLS)[0],
    }));
  };
}

/** What Testing Library adds to its finds for one labelled element, in its order. */
function findsOf(element: HTMLElement, labels: Label[], text: string | RegExp): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const label of labels)
    if (label.formControl && matches(label.content, text))
      found.push(label.formControl as HTMLElement);
  const values = labels.filter((l) => Boolean(l.content)).map((l) => l.content as string);
  if (matches(values.join(' '), text)) found.push(element);
  if (values.length > 1)
    values.forEach((value, index) => {
      if (matches(value, text)) found.push(element);
      const others = values.filter((_, i) => i !== index);
      if (others.length > 1 && matches(others.join(' '), text)) found.push(element);
    });
  return found;
}

function fastQuery(container: HTMLElement, text: string | RegExp): HTMLElement[] {
  const elements = Array.from(container.querySelectorAll<HTMLElement>('*'));
  const labelsOf = labelsIn(elements, container.ownerDocument);
  const found = elements.flatMap((element) => {
    const labels = labelsOf(element);
    return labels ? findsOf(element, labels, text) : [];
  });
  found.push(...queryAllByAttribute('aria-label', container, text, { normalizer: normalize }));
  return [...new Set(found)];
}

/** The fields labelled `text` in `container`, as Testing Library's queryAllByLabelText finds them. */
export function queryAllByLabel(container: HTMLElement, text: string | RegExp): HTMLElement[] {
  const fast = fastQuery(container, text);
  if (CHECK_EVERY_ANSWER) {
    const truth = queryAllByLabelText(container, text);
    if (fast.length !== truth.length || fast.some((element, i) => element !== truth[i]))
      throw new Error(
        `label ${text}: ${fast.length} fields found, Testing Library ${truth.length}`,
      );
  }
  return fast;
}
