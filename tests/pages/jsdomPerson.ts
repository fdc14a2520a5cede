import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expect } from 'vitest';
import { queryAllByLabel } from './jsdomLabels';
import type { Find, Person } from './person';

/**
 * Long enough for a held answer to reach the screen on a loaded 2-core machine (2 s was not: the
 * fast runner timed out under load and passed when quiet), short enough to fail a path quickly.
 * A check that holds returns at once, so only failing checks wait this long.
 */
const WAIT = { timeout: 5000 };

/**
 * Testing Library's waitFor, except that a check which already holds returns at once: waitFor
 * always ends on a timer tick, and a model run makes thousands of checks that hold at once.
 */
function eventually<T>(check: () => T): Promise<T> {
  try {
    return Promise.resolve(check());
  } catch {
    return waitFor(check, WAIT);
  }
}

function found(target: Find): HTMLElement[] {
  const roots = target.within ? found(target.within) : [document.body];
  const matches = roots.flatMap((root) =>
    'text' in target
      ? within(root).queryAllByText(target.text)
      : 'testId' in target
        ? within(root).queryAllByTestId(target.testId)
        : 'label' in target
          ? queryAllByLabel(root, target.label)
          : within(root).queryAllByRole(target.role, { name: target.name, level: target.level }),
  );
  if (!('nth' in target) || target.nth === undefined) return matches;
  const nth = matches[target.nth];
  return nth ? [nth] : [];
}

const describe = (target: Find): string =>
  ('text' in target
    ? `text ${target.text}`
    : 'testId' in target
      ? `test id ${target.testId}`
      : 'label' in target
        ? `field ${target.label}`
        : `${target.role} ${target.name ?? ''}${target.nth === undefined ? '' : ` #${target.nth}`}`) +
  (target.within ? ` in ${describe(target.within)}` : '');

function one(target: Find): HTMLElement {
  const hits = found(target);
  if (hits.length !== 1) throw new Error(`expected one ${describe(target)}, found ${hits.length}`);
  return hits[0] as HTMLElement;
}

/** Disabled itself, or inside a disabled fieldset. */
const enabled = (element: HTMLElement) =>
  !(element as HTMLInputElement).disabled &&
  !(element.closest('fieldset') as HTMLFieldSetElement | null)?.disabled;

const matches = (actual: string, expected: string | RegExp) =>
  typeof expected === 'string' ? actual === expected : expected.test(actual);

/** The person in jsdom: Testing Library's queries and user-event clicks, retried until they hold. */
export function jsdomPerson(options: { address?: () => string } = {}): Person {
  // No timer between keystrokes: jsdom has no frame to wait for, and a card typed in full is
  // dozens of them per path. No pointer-events check and no hover before a click: jsdom has none
  // of the app's stylesheets to check against (Vitest leaves CSS out) and no screen uses hover;
  // Chromium's runner and the browser tests click only what a pointer can reach.
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    skipHover: true,
  });
  return {
    sees: (target, words) =>
      eventually(() => {
        const content = one(target).textContent ?? '';
        if (words !== undefined)
          expect(matches(content, words), `${describe(target)} reads “${content}”`).toBe(true);
      }),
    seesIn: (target, part) => eventually(() => expect(one(target).textContent).toContain(part)),
    seesNotIn: (target, part) =>
      eventually(() => expect(one(target).textContent, describe(target)).not.toContain(part)),
    seesNo: (target) => eventually(() => expect(found(target), describe(target)).toEqual([])),
    seesCount: (target, count) =>
      eventually(() => expect(found(target).length, describe(target)).toBe(count)),
    seesFocused: (target) =>
      eventually(() =>
        expect(document.activeElement, `${describe(target)} focused`).toBe(one(target)),
      ),
    seesBusy: (target, busy) =>
      eventually(() =>
        expect(one(target).getAttribute('aria-busy'), `${describe(target)} busy`).toBe(`${busy}`),
      ),
    seesTerm: (term, value) =>
      eventually(() => {
        const dt = screen.queryAllByText(term).find((e) => e.tagName === 'DT');
        expect(dt?.nextElementSibling?.textContent, term).toBe(value);
      }),
    seesChecked: (target, checked) =>
      eventually(() =>
        expect((one(target) as HTMLInputElement).checked, describe(target)).toBe(checked),
      ),
    seesEnabled: (target, can) =>
      eventually(() => expect(enabled(one(target)), `${describe(target)} enabled`).toBe(can)),
    isEnabled: async (target) => enabled(one(target)),
    announces: (words, region) =>
      eventually(() => {
        const said = (region ? found(region) : [document.body]).flatMap((root) =>
          within(root)
            .queryAllByRole('status')
            .map((s) => s.textContent ?? ''),
        );
        if (region) expect(said.join('')).toBe(words);
        else expect(said).toContain(words);
      }),
    seesAddress: (address) =>
      eventually(() => expect(options.address?.() ?? window.location.pathname).toMatch(address)),
    clicks: async (target) => {
      const element = await eventually(() => one(target));
      await user.click(element);
    },
    fills: async (label, value) => {
      const field = await eventually(() => one({ label }));
      await user.clear(field);
      if (value) await user.type(field, value);
    },
    pastes: async (label, value) => {
      const field = await eventually(() => one({ label }));
      await user.clear(field);
      await user.paste(value);
    },
    seesValue: (label, value) =>
      eventually(() => {
        const field = one({ label }) as HTMLInputElement;
        expect(field.value, String(label)).toBe(value);
      }),
    seesProblem: (label, words) =>
      eventually(() => {
        const field = one({ label });
        const described = (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
        expect(field.getAttribute('aria-invalid') === 'true', `${label} invalid`).toBe(!!words);
        if (words) expect(described, `${label} described`).toContain(words);
      }),
    unticks: async (label) => {
      const box = await eventually(() => one({ label }) as HTMLInputElement);
      if (box.checked) await user.click(box);
    },
    ticks: async (label) => {
      const box = await eventually(() => one({ label }) as HTMLInputElement);
      if (!box.checked) await user.click(box);
    },
    chooses: async (select, option) => {
      await user.selectOptions(await eventually(() => one(select)), option);
    },
  };
}
