/**
 * What a person finds on a screen: a control or region by its role and accessible name (the way
 * Testing Library and Playwright both look), optionally inside another; or a piece of text.
 */
export type Find =
  | {
      role: Role;
      name?: string | RegExp;
      /** A heading's level. */
      level?: number;
      /** The n-th of those found (from 0), in the order a person reads them. */
      nth?: number;
      within?: Find;
    }
  | { text: string | RegExp; within?: Find }
  /** A form control by its label (exactly, for a string). */
  | { label: string | RegExp; within?: Find }
  /** Only where a screen has nothing a person could name (decorative placeholders). */
  | { testId: string; within?: Find };

/** The ARIA roles the page objects use. */
type Role =
  | 'alert'
  | 'article'
  | 'banner'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'complementary'
  | 'dialog'
  | 'group'
  | 'heading'
  | 'link'
  | 'list'
  | 'listitem'
  | 'navigation'
  | 'note'
  | 'radio'
  | 'region'
  | 'row'
  | 'status'
  | 'table'
  | 'tab'
  | 'textbox';

/**
 * A person in front of one screen, as the page objects (tests/pages/<feature>.ts) talk to them.
 * Two drivers realise it: jsdomPerson (Testing Library, the unit tests and the model's fast
 * runner) and playwrightPerson (Chromium, the model's real runner and the e2e specs). Every check
 * waits until it holds, or fails with what was expected.
 */
export interface Person {
  /** It is on the screen; with `text`, its whole text is that (a RegExp: matches it). */
  sees(target: Find, text?: string | RegExp): Promise<void>;
  /** Its text contains `part`. */
  seesIn(target: Find, part: string): Promise<void>;
  /** Its text does not contain `part`. */
  seesNotIn(target: Find, part: string): Promise<void>;
  /** It is not on the screen. */
  seesNo(target: Find): Promise<void>;
  /** Exactly `count` of them are on the screen. */
  seesCount(target: Find, count: number): Promise<void>;
  /** A region says it is (not) loading (aria-busy). */
  seesBusy(target: Find, busy: boolean): Promise<void>;
  /** It has the keyboard focus (a screen reader reads it next). */
  seesFocused(target: Find): Promise<void>;
  /** A description list shows `value` next to `term`; undefined: there is no such term. */
  seesTerm(term: string, value: string | undefined): Promise<void>;
  /** A radio or checkbox is (not) checked. */
  seesChecked(target: Find, checked: boolean): Promise<void>;
  /** A control can (not) be used: disabled itself or by its fieldset. */
  seesEnabled(target: Find, enabled: boolean): Promise<void>;
  /** Whether a control can be used now (no waiting): a person tries only what is enabled. */
  isEnabled(target: Find): Promise<boolean>;
  /**
   * A live region (role status) says `words`: somewhere on the page, or, `within` a region, its
   * status says exactly that ('' : nothing), even when it is only there for screen readers.
   */
  announces(words: string, within?: Find): Promise<void>;
  /** The page's address (path under the app and search) matches. */
  seesAddress(address: RegExp): Promise<void>;
  clicks(target: Find): Promise<void>;
  fills(label: string | RegExp, value: string): Promise<void>;
  /** Pastes `value` into the field with that label, replacing what it held. */
  pastes(label: string | RegExp, value: string): Promise<void>;
  /** The field with that label holds `value`. */
  seesValue(label: string | RegExp, value: string): Promise<void>;
  /**
   * The field with that label is marked invalid and described by `words` (what a screen reader
   * says on reaching it); null: it is not marked invalid.
   */
  seesProblem(label: string, words: string | null): Promise<void>;
  /** Ticks the checkbox with that label. */
  ticks(label: string | RegExp): Promise<void>;
  /** Unticks the checkbox with that label. */
  unticks(label: string | RegExp): Promise<void>;
  /** Picks an option of a select (combobox) by its visible label. */
  chooses(select: Find, option: string): Promise<void>;
}

export const button = (name: string | RegExp, within?: Find): Find => ({
  role: 'button',
  name,
  within,
});
export const link = (name: string | RegExp, within?: Find): Find => ({
  role: 'link',
  name,
  within,
});
export const heading = (name: string | RegExp, level?: number): Find => ({
  role: 'heading',
  name,
  level,
});
export const text = (words: string | RegExp, within?: Find): Find => ({ text: words, within });

/** Words as a RegExp matches them literally. */
export const escapeRegExp = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
