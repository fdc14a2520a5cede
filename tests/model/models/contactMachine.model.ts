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
import type { MachineModel, ModelPath, StateCheck } from '../machineModel';

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

/** The machine's words are the same for both reads ("Show the saved details"): these tell them apart. */
const ANSWERS = new Map<unknown, string>([
  [SEEDED, 'The server sends the saved details'],
  [null, 'Nothing was saved yet'],
]);

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
  describeEvent: (e) => ANSWERS.get((e as AnyEventObject).output),
};

export type Seen = {
  page: ReturnType<typeof contactPage>;
  /** Fails unless the save request the page sent (still unanswered) holds exactly `details`. */
  sent(details: ContactInput): Promise<void>;
};
type Context = SnapshotFrom<typeof contactMachine>['context'];
type Check = StateCheck<typeof contactMachine, Seen>;

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: Seen, e: AnyEventObject) => Promise<void>> = {
  'contact.retry': (h) => h.page.retry(),
  'contact.change': (h, e) =>
    isPlainText(e.value) ? h.page.type(e.field, e.value) : h.page.paste(e.field, e.value),
  'contact.blur': (h, e) => h.page.leave(e.field),
  'contact.saveAsContact': (h, e) => h.page.tick(e.value),
  'contact.submit': (h) => h.page.save(),
  'contact.discard': (h) => h.page.discard(),
};

/**
 * What the machine cannot know, read from the path: going on from a field typed in to another step
 * leaves it, and the page shows its problem from then on, but the path has no step for that (a
 * blur step the machine hears itself). The fields left so before step `upTo`, since the form last
 * started over (loaded, saved or discarded). Save with a problem puts the keyboard on the first
 * one, but then every problem shows until the form starts over: which field is left after that
 * changes nothing shown.
 */
function fieldsLeft(path: ModelPath, upTo: number): Set<ContactField> {
  const left = new Set<ContactField>();
  let typingIn: ContactField | null = null;
  for (const e of path.events.slice(0, upTo)) {
    const typing = e.type === 'contact.change' ? (e.field as ContactField) : null;
    if (typingIn && typingIn !== typing) left.add(typingIn);
    typingIn = typing;
    if (e.type === 'contact.discard' || (e.type === 'xstate.done.actor.saveContact' && e.output.ok))
      left.clear();
  }
  return left;
}

/** The problems the person should see now: at fields they left, or all after Save. */
function shownProblems({ form, touched, submitted }: Context, left: Set<ContactField>) {
  const all = contactProblems(form);
  const shown = CONTACT_FIELDS.filter((f) => all[f] && (submitted || touched[f] || left.has(f)));
  return Object.fromEntries(shown.map((f) => [f, all[f]]));
}

/** The details as the contract takes them: trimmed, the way they are saved and shown again. */
const trimmed = (form: ContactForm): ContactInput => ({
  ...form,
  ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, form[f].trim()])),
});

/** What each state looks like, read from the path's own snapshot, in both runners. */
export const sees: Record<string, Check> = {
  loading: (h) => h.page.loading(),
  loadFailed: (h) => h.page.loadFailed(),
  // The form as typed, Save and Discard offered for unsaved changes, and the problems shown
  // (this state's index in the path: how many of its steps came before it).
  editing: async (h, s, path, at) => {
    await h.page.shows(s.context.form, { unsaved: s.context.unsaved });
    await h.page.problems(shownProblems(s.context, fieldsLeft(path, at)));
  },
  'editing.idle': async (h) => {
    await h.page.notSaved();
    await h.page.noSaveFailure();
  },
  'editing.saved': async (h) => {
    await h.page.saved();
    await h.page.noSaveFailure();
  },
  // Why the save failed: the server's code, or 'network' (no answer).
  'editing.saveFailed': (h, { context }) => h.page.saveFailed(context.problem?.code ?? ''),
  saving: async (h, { context }) => {
    await h.page.saving();
    await h.sent(trimmed(context.form));
  },
};
