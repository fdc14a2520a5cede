import type { SavedContact } from '../../../src/api/contact';
import { isPlainText } from '../../../src/api/contract/text';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactForm,
  contactProblems,
} from '../../../src/machines/contactForm';
import { type ContactContext, contactMachine } from '../../../src/machines/contactMachine';
import { aContact } from '../../factories/checkout';
import type { contactPage } from '../../pages/contact';
import type { MachineModel } from '../machineModel';

/** A first name pasted from a spreadsheet, tab and all: the form lets it through, the server not. */
export const PASTED_WITH_TAB = 'Mei\tChan';

const WORDS: Record<string, string> = {
  'xstate.error.actor.loadContact': 'The saved details cannot be read (network)',
  'contact.retry': 'The investor clicks Try again',
  'contact.submit': 'The investor clicks Save',
  'contact.discard': 'The investor clicks Discard changes',
  'xstate.done.actor.saveContact': 'The server saves the details',
  'xstate.error.actor.saveContact': 'The save gets no answer (network)',
};

type Ev = { type: string; field?: ContactField; value?: string | boolean; output?: unknown };

function describe(e: Ev): string {
  if (e.type === 'contact.change')
    return `The investor ${e.value === PASTED_WITH_TAB ? 'pastes' : 'types'} ${JSON.stringify(e.value)} as ${e.field}`;
  if (e.type === 'contact.blur') return `The investor leaves ${e.field}`;
  if (e.type === 'contact.saveAsContact')
    return `The investor ${e.value ? 'ticks' : 'unticks'} "Save as my contact information"`;
  if (e.type === 'xstate.done.actor.loadContact')
    return e.output ? 'The server sends the saved details' : 'Nothing was saved yet';
  const refused = (e.output as { ok?: boolean } | undefined)?.ok === false;
  if (refused) return 'The server refuses the details (0001)';
  return WORDS[e.type] ?? e.type;
}

const hasControlCharacter = (form: ContactForm) =>
  CONTACT_FIELDS.some((f) => !isPlainText(form[f]));

export const model: MachineModel<typeof contactMachine> = {
  machine: contactMachine,
  events: [
    { type: 'xstate.done.actor.loadContact', output: aContact() },
    { type: 'xstate.done.actor.loadContact', output: null },
    { type: 'xstate.error.actor.loadContact', error: new TypeError('offline') },
    { type: 'contact.retry' },
    { type: 'contact.change', field: 'firstName', value: 'Mei' },
    { type: 'contact.change', field: 'firstName', value: PASTED_WITH_TAB },
    { type: 'contact.change', field: 'billingEmail', value: 'not-an-email' },
    { type: 'contact.blur', field: 'billingEmail' },
    { type: 'contact.saveAsContact', value: false },
    { type: 'contact.submit' },
    { type: 'contact.discard' },
    { type: 'xstate.done.actor.saveContact', output: { ok: true, value: {} } },
    {
      type: 'xstate.done.actor.saveContact',
      output: { ok: false, problem: { code: '0001', message: 'firstName: Control characters' } },
    },
    { type: 'xstate.error.actor.saveContact', error: new TypeError('offline') },
  ] as never,
  simplePaths: false,
  // What the guards and the cannot rules read: the state, unsaved changes, whether a field has a
  // problem, the flag and a pasted control character; the exact words typed change nothing else.
  serialize: (snapshot) => {
    const context = snapshot.context as ContactContext;
    return JSON.stringify([
      snapshot.value,
      (snapshot.context as ContactContext).unsaved,
      Object.keys(contactProblems(context.form)).length > 0,
      context.form.saveAsContact,
      hasControlCharacter(context.form),
    ]);
  },
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        (event.type === 'contact.submit' || event.type === 'contact.discard') &&
        !(state.context as ContactContext).unsaved,
      why: 'Save is disabled and Discard changes is not shown while nothing was changed.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'contact.saveAsContact' &&
        (state.context as ContactContext).form.saveAsContact === event.value,
      why: 'The box is already that way.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.saveContact' &&
        (event as { output?: { ok?: boolean } }).output?.ok === false &&
        !hasControlCharacter((state.context as ContactContext).form),
      why: 'The form checks what the server checks, except control characters (a pasted tab).',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.saveContact' &&
        (event as { output?: { ok?: boolean } }).output?.ok === true &&
        hasControlCharacter((state.context as ContactContext).form),
      why: 'The server refuses control characters.',
    },
  ],
  describeEvent: (e) => describe(e as Ev),
};

/**
 * What the person really did, kept by each binding: leaving a field by going to another touches
 * it as a blur step does, so the problems shown follow the person, not only the path's steps.
 */
interface ContactTruth {
  form: ContactForm;
  saved: ContactForm;
  touched: Set<ContactField>;
  submitted: boolean;
  /** The text field that has the keyboard focus now. */
  focused: ContactField | null;
  /** Why the last save failed: the server's code, or 'network'. */
  failed: string | null;
}

export const freshTruth = (): ContactTruth => {
  const empty = { firstName: '', lastName: '', billingEmail: '', phone: '', saveAsContact: true };
  return {
    form: empty,
    saved: empty,
    touched: new Set(),
    submitted: false,
    focused: null,
    failed: null,
  };
};

export function loaded(t: ContactTruth, contact: SavedContact | null) {
  t.form = contact ? { ...contact } : { ...t.form };
  t.saved = { ...t.form };
}

/** Focus moves to something else: the field that had it has been left. */
function focusLeaves(t: ContactTruth, to: ContactField | null = null) {
  if (t.focused && t.focused !== to) t.touched.add(t.focused);
  t.focused = to;
}

export type Seen = { page: ReturnType<typeof contactPage>; truth: ContactTruth };

/** What the investor does at each step, on the page and in the truth, in both runners. */
export const does: Record<string, (h: Seen, e: Ev) => Promise<void>> = {
  'contact.retry': (h) => h.page.retry(),
  async 'contact.change'({ truth: t, page }, e) {
    const field = e.field as ContactField;
    const value = String(e.value);
    focusLeaves(t, field);
    if (isPlainText(value)) await page.type(field, value);
    else await page.paste(field, value);
    t.form = { ...t.form, [field]: value };
  },
  async 'contact.blur'({ truth: t, page }, e) {
    const field = e.field as ContactField;
    focusLeaves(t, field);
    await page.leave(field);
    focusLeaves(t);
  },
  async 'contact.saveAsContact'({ truth: t, page }, e) {
    focusLeaves(t);
    await page.tick(Boolean(e.value));
    t.form = { ...t.form, saveAsContact: Boolean(e.value) };
  },
  async 'contact.submit'({ truth: t, page }) {
    focusLeaves(t);
    await page.save();
    const problems = contactProblems(t.form);
    const first = CONTACT_FIELDS.find((f) => problems[f]);
    if (first) {
      t.submitted = true;
      // The screen puts the keyboard on the first field with a problem.
      t.focused = first;
    }
  },
  async 'contact.discard'({ truth: t, page }) {
    focusLeaves(t);
    await page.discard();
    t.form = { ...t.saved };
    t.touched.clear();
    t.submitted = false;
    t.failed = null;
  },
};

/** The server saved the details, trimmed. */
export function saved(t: ContactTruth) {
  const trimmed = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, t.form[f].trim()])) as Record<
    ContactField,
    string
  >;
  t.form = { ...t.form, ...trimmed };
  t.saved = { ...t.form };
  t.touched.clear();
  t.submitted = false;
  t.failed = null;
}

const unsaved = (t: ContactTruth) =>
  CONTACT_FIELDS.some((f) => t.form[f] !== t.saved[f]) ||
  t.form.saveAsContact !== t.saved.saveAsContact;

/** The problems the person should see now: at fields they left, or all after Save. */
function shownProblems(t: ContactTruth) {
  const all = contactProblems(t.form);
  return Object.fromEntries(
    CONTACT_FIELDS.filter((f) => all[f] && (t.submitted || t.touched.has(f))).map((f) => [
      f,
      all[f],
    ]),
  );
}

const form = async (h: Seen) => {
  await h.page.shows(h.truth.form, { unsaved: unsaved(h.truth) });
  await h.page.problems(shownProblems(h.truth));
};

/** What each state looks like, in both runners. */
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  loading: (h) => h.page.loading(),
  loadFailed: (h) => h.page.loadFailed(),
  'editing.idle': async (h) => {
    await form(h);
    await h.page.notSaved();
    await h.page.noSaveFailure();
  },
  'editing.saved': async (h) => {
    await form(h);
    await h.page.saved();
    await h.page.noSaveFailure();
  },
  'editing.saveFailed': async (h) => {
    await form(h);
    await h.page.saveFailed(h.truth.failed ?? '');
  },
  saving: (h) => h.page.saving(),
};
