import { assign, emit, fromPromise, setup } from 'xstate';
import type { SavedContact } from '../api/contact';
import type { ContactInput } from '../api/contract/contact';
import { NETWORK_PROBLEM, type Problem, type Result } from '../api/contract/result';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactForm,
  type ContactProblem,
  contactProblems,
  EMPTY_CONTACT,
} from './contactForm';

export interface ContactContext {
  /** What the investor has typed. */
  form: ContactForm;
  /** The details as last read or saved: "unsaved changes" and Discard compare against these. */
  saved: ContactForm;
  /** Fields the investor has left: their problems show from then on. */
  touched: Partial<Record<ContactField, true>>;
  /** A save was asked for: every field's problem shows. */
  submitted: boolean;
  /** Why the last save failed (the server's code, or the network). */
  problem: Problem | null;
  /** The problems to show now: at fields the investor has left, or all after Save. */
  shownProblems: Partial<Record<ContactField, ContactProblem>>;
  /** Changes not saved yet: Save and Discard are offered only then. */
  unsaved: boolean;
}

export type ContactEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.blur'; field: ContactField }
  | { type: 'contact.saveAsContact'; value: boolean }
  | { type: 'contact.submit' }
  | { type: 'contact.discard' }
  | { type: 'contact.retry' };

export type ContactEmitted = { type: 'contact.focus'; field: ContactField };

const problemsIn = (form: ContactForm) => Object.keys(contactProblems(form)).length > 0;
const sameAs = (a: ContactForm, b: ContactForm) =>
  CONTACT_FIELDS.every((f) => a[f] === b[f]) && a.saveAsContact === b.saveAsContact;

type Editable = Omit<ContactContext, 'shownProblems' | 'unsaved'>;

/**
 * The context with what the screen reads worked out, so the view needs no rules of its own (and
 * no code from here: it only reads the snapshot).
 */
function derive(context: Editable): ContactContext {
  const { form, saved, touched, submitted } = context;
  const all = contactProblems(form);
  const shownProblems = Object.fromEntries(
    CONTACT_FIELDS.filter((f) => all[f] && (submitted || touched[f])).map((f) => [f, all[f]]),
  );
  return { ...context, shownProblems, unsaved: !sameAs(form, saved) };
}

function formOf(contact: SavedContact | null): ContactForm {
  return contact ? { ...contact } : { ...EMPTY_CONTACT };
}

/** The details as the contract takes them: trimmed, the way they are saved and shown again. */
function toContactInput(form: ContactForm): ContactInput {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    billingEmail: form.billingEmail.trim(),
    phone: form.phone.trim(),
    saveAsContact: form.saveAsContact,
  };
}

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    emitted: {} as ContactEmitted,
    tags: {} as 'busy' | 'locked',
  },
  actors: {
    // Bound at the app's edge to GET pc/uc.
    loadContact: fromPromise<SavedContact | null>(() =>
      Promise.reject(new Error('loadContact is provided by the app')),
    ),
    // Bound at the app's edge to POST pc/puc; refused with the server's code.
    saveContact: fromPromise<Result<unknown>, ContactInput>(() =>
      Promise.reject(new Error('saveContact is provided by the app')),
    ),
  },
  actions: {
    load: assign(({ context }, contact: SavedContact | null) =>
      derive({ ...context, form: formOf(contact), saved: formOf(contact) }),
    ),
    edit: assign(({ context }, change: { field: ContactField; value: string }) =>
      derive({ ...context, form: { ...context.form, [change.field]: change.value } }),
    ),
    touch: assign(({ context }, field: ContactField) =>
      derive({ ...context, touched: { ...context.touched, [field]: true as const } }),
    ),
    tick: assign(({ context }, value: boolean) =>
      derive({ ...context, form: { ...context.form, saveAsContact: value } }),
    ),
    revealProblems: assign(({ context }) => derive({ ...context, submitted: true })),
    focusFirstProblem: emit(({ context }) => {
      const problems = contactProblems(context.form);
      const field = CONTACT_FIELDS.find((f) => problems[f]) ?? 'firstName';
      return { type: 'contact.focus' as const, field };
    }),
    keepSaved: assign(({ context }) => {
      const saved = { ...context.form, ...toContactInput(context.form) };
      return derive({ saved, form: saved, problem: null, submitted: false, touched: {} });
    }),
    discard: assign(({ context }) =>
      derive({
        form: context.saved,
        saved: context.saved,
        problem: null,
        submitted: false,
        touched: {},
      }),
    ),
    noteProblem: assign((_, problem: Problem) => ({ problem })),
  },
  guards: {
    hasProblems: ({ context }) => problemsIn(context.form),
    refused: (_, answer: Result<unknown>) => !answer.ok,
  },
}).createMachine({
  id: 'contact',
  description:
    'Contact Info: the investor’s billing details (first name, last name, billing email, phone number, save as contact), checked by the same rules as checkout and the server, saved without losing what was typed when a save fails.',
  context: derive({
    form: EMPTY_CONTACT,
    saved: EMPTY_CONTACT,
    touched: {},
    submitted: false,
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the saved contact details.',
      invoke: {
        id: 'loadContact',
        src: 'loadContact',
        onDone: {
          target: 'editing',
          actions: { type: 'load', params: ({ event }) => event.output },
          description: 'Show the saved details (empty fields when none were saved yet).',
        },
        onError: {
          target: 'loadFailed',
          description: 'The details could not be read: say so and offer to try again.',
        },
      },
    },
    loadFailed: {
      description: 'The saved details could not be loaded; no empty form pretends they are none.',
      on: {
        'contact.retry': { target: 'loading', description: 'The investor asks to load again.' },
      },
    },
    editing: {
      description: 'The form, with each field’s problem once the investor has left it.',
      initial: 'idle',
      on: {
        'contact.change': {
          actions: { type: 'edit', params: ({ event }) => event },
          description: 'The investor types in a field.',
        },
        'contact.blur': {
          actions: { type: 'touch', params: ({ event }) => event.field },
          description: 'The investor leaves a field: its problem shows from now on.',
        },
        'contact.saveAsContact': {
          actions: { type: 'tick', params: ({ event }) => event.value },
          description: 'The investor ticks or unticks "Save as my contact information".',
        },
        'contact.discard': {
          target: '.idle',
          actions: 'discard',
          description: 'The investor discards the changes: the saved details come back.',
        },
        'contact.submit': [
          {
            guard: 'hasProblems',
            actions: ['revealProblems', 'focusFirstProblem'],
            description: 'A field has a problem: show every problem and go to the first.',
          },
          { target: 'saving', description: 'Save the details.' },
        ],
      },
      states: {
        idle: {
          description: 'Editing; nothing to report.',
        },
        saved: {
          description: 'The details were saved; they stay after a reload.',
          on: {
            'contact.change': {
              target: 'idle',
              actions: { type: 'edit', params: ({ event }) => event },
              description: 'The investor edits again: the saved notice goes.',
            },
            'contact.saveAsContact': {
              target: 'idle',
              actions: { type: 'tick', params: ({ event }) => event.value },
              description: 'The investor changes the flag again: the saved notice goes.',
            },
          },
        },
        saveFailed: {
          description:
            'The save failed: "Save error!" and "contact update failed", with the error code; everything typed is kept.',
        },
      },
    },
    saving: {
      tags: ['busy', 'locked'],
      description: 'Saving: the form is locked so one click saves once.',
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ context }) => toContactInput(context.form),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'editing.saveFailed',
            actions: {
              type: 'noteProblem',
              params: ({ event }) => (event.output as { problem: Problem }).problem,
            },
            description: 'The server refused the details: say so with its code.',
          },
          {
            target: 'editing.saved',
            actions: 'keepSaved',
            description: 'Saved: say so.',
          },
        ],
        onError: {
          target: 'editing.saveFailed',
          actions: {
            type: 'noteProblem',
            params: { code: NETWORK_PROBLEM, message: '' },
          },
          description: 'No answer came: say the update failed; nothing typed is lost.',
        },
      },
    },
  },
});
