import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SavedContact } from '../../../src/api/contact';
import { isPlainText } from '../../../src/api/contract/text';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactForm,
  contactProblems,
  EMPTY_CONTACT,
} from '../../../src/machines/contactForm';
import { contactMachine } from '../../../src/machines/contactMachine';
import { aContact } from '../../factories/checkout';
import type { contactPage } from '../../pages/contact';
import type { MachineModel } from '../machineModel';

/** A first name pasted from a spreadsheet, tab and all: the form lets it through, the server not. */
const PASTED_WITH_TAB = 'Mei\tChan';

const WORDS: Record<string, string> = {
  'xstate.error.actor.loadContact': 'The saved details cannot be read (network)',
  'contact.retry': 'The investor clicks Try again',
  'contact.submit': 'The investor clicks Save',
  'contact.discard': 'The investor clicks Discard changes',
  'xstate.error.actor.saveContact': 'The save gets no answer (network)',
};

function describe(e: AnyEventObject): string {
  if (e.type === 'contact.change')
    return `The investor ${e.value === PASTED_WITH_TAB ? 'pastes' : 'types'} ${JSON.stringify(e.value)} as ${e.field}`;
  if (e.type === 'contact.blur') return `The investor leaves ${e.field}`;
  if (e.type === 'contact.saveAsContact')
    return `The investor ${e.value ? 'ticks' : 'unticks'} "Save as my contact information"`;
  if (e.type === 'xstate.done.actor.loadContact')
    return e.output ? 'The server sends the saved details' : 'Nothing was saved yet';
  if (e.type === 'xstate.done.actor.saveContact')
    return e.output.ok ? 'The server saves the details' : 'The server refuses the details (0001)';
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
  serialize: ({ value, context }) =>
    JSON.stringify([
      value,
      context.unsaved,
      Object.keys(contactProblems(context.form)).length > 0,
      context.form.saveAsContact,
      hasControlCharacter(context.form),
    ]),
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        ['contact.submit', 'contact.discard'].includes(event.type) && !state.context.unsaved,
      why: 'Save is disabled and Discard changes is not shown while nothing was changed.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'contact.saveAsContact' && state.context.form.saveAsContact === event.value,
      why: 'The box is already that way.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.saveContact' &&
        event.output.ok === hasControlCharacter(state.context.form),
      why: 'The form checks what the server checks but control characters (a pasted tab): the server refuses exactly the details that hold one.',
    },
  ],
  describeEvent: describe,
};

/**
 * What the person really did, kept by each binding: leaving a field by going to another touches
 * it as a blur step does, so the problems shown follow the person, not only the path's steps.
 */
export const freshTruth = () => ({
  form: EMPTY_CONTACT,
  saved: EMPTY_CONTACT,
  touched: new Set<ContactField>(),
  submitted: false,
  /** The text field that has the keyboard focus now. */
  focused: null as ContactField | null,
});
type ContactTruth = ReturnType<typeof freshTruth>;

/** The form starts over from these details, as saved: nothing left, no problem or failure shown. */
function startOver(t: ContactTruth, details: ContactForm) {
  t.form = { ...details };
  t.saved = { ...details };
  t.touched.clear();
  t.submitted = false;
}

/** The saved details arrived (none saved yet: the empty form). */
export const loaded = (t: ContactTruth, contact: SavedContact | null) =>
  startOver(t, contact ?? EMPTY_CONTACT);

/** The server saved the details, trimmed. */
export function saved(t: ContactTruth) {
  const trimmed = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, t.form[f].trim()]));
  startOver(t, { ...t.form, ...trimmed });
}

/** Focus moves to something else: the field that had it has been left. */
function focusLeaves(t: ContactTruth, to: ContactField | null = null) {
  if (t.focused && t.focused !== to) t.touched.add(t.focused);
  t.focused = to;
}

export type Seen = { page: ReturnType<typeof contactPage>; truth: ContactTruth };
type Check = (h: Seen, snapshot: SnapshotFrom<typeof contactMachine>) => Promise<void>;

/** What the investor does at each step, on the page and in the truth, in both runners. */
export const does: Record<string, (h: Seen, e: AnyEventObject) => Promise<void>> = {
  'contact.retry': (h) => h.page.retry(),
  async 'contact.change'({ truth: t, page }, e) {
    focusLeaves(t, e.field);
    if (isPlainText(e.value)) await page.type(e.field, e.value);
    else await page.paste(e.field, e.value);
    t.form = { ...t.form, [e.field]: e.value };
  },
  async 'contact.blur'({ truth: t, page }, e) {
    focusLeaves(t, e.field);
    await page.leave(e.field);
    focusLeaves(t);
  },
  async 'contact.saveAsContact'({ truth: t, page }, e) {
    focusLeaves(t);
    await page.tick(e.value);
    t.form = { ...t.form, saveAsContact: e.value };
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
    startOver(t, t.saved);
  },
};

const unsaved = (t: ContactTruth) =>
  CONTACT_FIELDS.some((f) => t.form[f] !== t.saved[f]) ||
  t.form.saveAsContact !== t.saved.saveAsContact;

/** The problems the person should see now: at fields they left, or all after Save. */
function shownProblems(t: ContactTruth) {
  const all = contactProblems(t.form);
  const shown = CONTACT_FIELDS.filter((f) => all[f] && (t.submitted || t.touched.has(f)));
  return Object.fromEntries(shown.map((f) => [f, all[f]]));
}

const form = async (h: Seen) => {
  await h.page.shows(h.truth.form, { unsaved: unsaved(h.truth) });
  await h.page.problems(shownProblems(h.truth));
};

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
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
  'editing.saveFailed': async (h, { context }) => {
    await form(h);
    // Why the save failed: the server's code, or 'network' (no answer).
    await h.page.saveFailed(context.problem?.code ?? '');
  },
  saving: (h) => h.page.saving(),
};
