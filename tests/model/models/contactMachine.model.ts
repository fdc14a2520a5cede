import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ContactInput } from '../../../src/api/contract/contact';
import { isPlainText } from '../../../src/api/contract/text';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactForm,
  contactProblems,
} from '../../../src/machines/contactForm';
import { contactMachine } from '../../../src/machines/contactMachine';
import { aContact } from '../../factories/checkout';
import type { contactPage } from '../../pages/contact';
import type { MachineModel } from '../machineModel';

/** active@demo.test's details as the demo data seeds them: the real server sends these. */
const SEEDED = aContact({
  firstName: 'Alex',
  lastName: 'Active',
  billingEmail: 'active@demo.test',
  phone: '+852 5555 0101',
});

/** A first name pasted from a spreadsheet, tab and all: the form lets it through, the server not. */
const PASTED_WITH_TAB = 'Mei\tChan';

/** A first name typed with spaces around it: the page sends it, and saves it, trimmed ("Ada"). */
const TYPED_WITH_SPACES = '  Ada  ';

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
    { type: 'xstate.done.actor.loadContact', output: SEEDED },
    { type: 'xstate.done.actor.loadContact', output: null },
    { type: 'xstate.error.actor.loadContact', error: new TypeError('offline') },
    { type: 'contact.retry' },
    { type: 'contact.change', field: 'firstName', value: TYPED_WITH_SPACES },
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
 * What the machine cannot know, kept by each binding: going on to another field leaves the one the
 * person was in, and the page shows its problem from then on, but the path has no step for that.
 */
export const freshFocus = () => ({
  /** Fields left that way since the form last started over (loaded, saved or discarded). */
  left: new Set<ContactField>(),
  /** The text field that has the keyboard focus now. */
  focused: null as ContactField | null,
});
type Focus = ReturnType<typeof freshFocus>;

/** Focus moves to something else: the field that had it has been left. */
function focusLeaves(t: Focus, to: ContactField | null = null) {
  if (t.focused && t.focused !== to) t.left.add(t.focused);
  t.focused = to;
}

/** The form starts over (saved, or the changes discarded): no field counts as left. */
export const startsOver = (t: Focus) => t.left.clear();

export type Seen = {
  page: ReturnType<typeof contactPage>;
  focus: Focus;
  /** Fails unless the save request the page sent (still unanswered) holds exactly `details`. */
  sent(details: ContactInput): Promise<void>;
};
type Context = SnapshotFrom<typeof contactMachine>['context'];
type Check = (h: Seen, snapshot: SnapshotFrom<typeof contactMachine>) => Promise<void>;

/** What the investor does at each step, on the page (and where the focus goes), in both runners. */
export const does: Record<string, (h: Seen, e: AnyEventObject) => Promise<void>> = {
  'contact.retry': (h) => h.page.retry(),
  async 'contact.change'({ focus, page }, e) {
    focusLeaves(focus, e.field);
    if (isPlainText(e.value)) await page.type(e.field, e.value);
    else await page.paste(e.field, e.value);
  },
  async 'contact.blur'({ focus, page }, e) {
    focusLeaves(focus, e.field);
    await page.leave(e.field);
    focusLeaves(focus);
  },
  async 'contact.saveAsContact'({ focus, page }, e) {
    focusLeaves(focus);
    await page.tick(e.value);
  },
  // Save with a problem puts the keyboard on the first one, but then every problem shows until the
  // form starts over: which field is left after that changes nothing shown.
  async 'contact.submit'({ focus, page }) {
    focusLeaves(focus);
    await page.save();
  },
  async 'contact.discard'({ focus, page }) {
    focusLeaves(focus);
    await page.discard();
    startsOver(focus);
  },
};

const unsaved = ({ form, saved }: Context) =>
  CONTACT_FIELDS.some((f) => form[f] !== saved[f]) || form.saveAsContact !== saved.saveAsContact;

/** The problems the person should see now: at fields they left, or all after Save. */
function shownProblems({ form, touched, submitted }: Context, left: Set<ContactField>) {
  const all = contactProblems(form);
  const shown = CONTACT_FIELDS.filter((f) => all[f] && (submitted || touched[f] || left.has(f)));
  return Object.fromEntries(shown.map((f) => [f, all[f]]));
}

const form = async (h: Seen, context: Context) => {
  await h.page.shows(context.form, { unsaved: unsaved(context) });
  await h.page.problems(shownProblems(context, h.focus.left));
};

/** The details as the contract takes them: trimmed, the way they are saved and shown again. */
const trimmed = (form: ContactForm): ContactInput => ({
  ...form,
  ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, form[f].trim()])),
});

/** What each state looks like, read from the path's own snapshot, in both runners. */
export const sees: Record<string, Check> = {
  loading: (h) => h.page.loading(),
  loadFailed: (h) => h.page.loadFailed(),
  'editing.idle': async (h, { context }) => {
    await form(h, context);
    await h.page.notSaved();
    await h.page.noSaveFailure();
  },
  'editing.saved': async (h, { context }) => {
    await form(h, context);
    await h.page.saved();
    await h.page.noSaveFailure();
  },
  'editing.saveFailed': async (h, { context }) => {
    await form(h, context);
    // Why the save failed: the server's code, or 'network' (no answer).
    await h.page.saveFailed(context.problem?.code ?? '');
  },
  saving: async (h, { context }) => {
    await h.page.saving();
    await h.sent(trimmed(context.form));
  },
};
