import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Find, Person } from './person';

/** Long enough for a held answer to reach the screen, short enough to fail a path quickly. */
const WAIT = { timeout: 2000 };

function all(target: Find): HTMLElement[] {
  const roots = target.within ? all(target.within) : [document.body];
  return roots.flatMap((root) =>
    'text' in target
      ? within(root).queryAllByText(target.text)
      : 'testId' in target
        ? within(root).queryAllByTestId(target.testId)
        : within(root).queryAllByRole(target.role, { name: target.name, level: target.level }),
  );
}

const describe = (target: Find): string =>
  ('text' in target
    ? `text ${target.text}`
    : 'testId' in target
      ? `test id ${target.testId}`
      : `${target.role} ${target.name ?? ''}`) +
  (target.within ? ` in ${describe(target.within)}` : '');

function one(target: Find): HTMLElement {
  const found = all(target);
  if (found.length !== 1)
    throw new Error(`expected one ${describe(target)}, found ${found.length}`);
  return found[0] as HTMLElement;
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
  // dozens of them per path.
  const user = userEvent.setup({ delay: null });
  return {
    sees: (target, words) =>
      waitFor(() => {
        const content = one(target).textContent ?? '';
        if (words !== undefined)
          expect(matches(content, words), `${describe(target)} reads “${content}”`).toBe(true);
      }, WAIT),
    seesIn: (target, part) => waitFor(() => expect(one(target).textContent).toContain(part), WAIT),
    seesNo: (target) => waitFor(() => expect(all(target), describe(target)).toEqual([]), WAIT),
    seesTerm: (term, value) =>
      waitFor(() => {
        const dt = screen.queryAllByText(term).find((e) => e.tagName === 'DT');
        expect(dt?.nextElementSibling?.textContent, term).toBe(value);
      }, WAIT),
    seesChecked: (target, checked) =>
      waitFor(
        () => expect((one(target) as HTMLInputElement).checked, describe(target)).toBe(checked),
        WAIT,
      ),
    seesEnabled: (target, can) =>
      waitFor(() => expect(enabled(one(target)), `${describe(target)} enabled`).toBe(can), WAIT),
    isEnabled: async (target) => enabled(one(target)),
    announces: (words, region) =>
      waitFor(() => {
        const said = (region ? all(region) : [document.body]).flatMap((root) =>
          within(root)
            .queryAllByRole('status')
            .map((s) => s.textContent ?? ''),
        );
        if (region) expect(said.join('')).toBe(words);
        else expect(said).toContain(words);
      }, WAIT),
    seesAddress: (address) =>
      waitFor(() => expect(options.address?.() ?? window.location.pathname).toMatch(address), WAIT),
    clicks: async (target) => {
      const element = await waitFor(() => one(target), WAIT);
      await user.click(element);
    },
    fills: async (label, value) => {
      const field = await waitFor(() => screen.getByLabelText(label), WAIT);
      await user.clear(field);
      if (value) await user.type(field, value);
    },
    pastes: async (label, value) => {
      const field = await waitFor(() => screen.getByLabelText(label), WAIT);
      await user.clear(field);
      await user.paste(value);
    },
    seesValue: (label, value) =>
      waitFor(() => {
        const field = screen.getByLabelText(label) as HTMLInputElement;
        expect(field.value, String(label)).toBe(value);
      }, WAIT),
    seesProblem: (label, words) =>
      waitFor(() => {
        const field = screen.getByLabelText(label);
        const described = (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
        expect(field.getAttribute('aria-invalid') === 'true', `${label} invalid`).toBe(!!words);
        if (words) expect(described, `${label} described`).toContain(words);
      }, WAIT),
    unticks: async (label) => {
      const box = await waitFor(() => screen.getByLabelText(label) as HTMLInputElement, WAIT);
      if (box.checked) await user.click(box);
    },
    ticks: async (label) => {
      const box = await waitFor(() => screen.getByLabelText(label) as HTMLInputElement, WAIT);
      if (!box.checked) await user.click(box);
    },
    chooses: async (select, option) => {
      await user.selectOptions(await waitFor(() => one(select), WAIT), option);
    },
  };
}
