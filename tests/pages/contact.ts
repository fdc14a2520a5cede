import type { ContactField, ContactForm, ContactProblem } from '../../src/machines/contactForm';
import { CONTACT_LABELS, FIELD_WORDS } from './checkout';
import { button, heading, type Person, text } from './person';

/** Contact Info (desktop only); `lang` opens it in that language for this visit. */
export const contactUrl = (lang?: string) =>
  `/pricing/personalcentre/contact${lang ? `/${lang}` : ''}`;

// What an investor reads there, in English, written out so a changed message fails a test.
export const CONTACT_WORDS = {
  title: 'Contact Info',
  loading: 'Loading your contact info…',
  failed: 'Your contact info could not be loaded',
  saved: 'Your contact info is saved.',
  saveError: 'Save error!',
  updateFailed: 'contact update failed',
  noAnswer: 'No answer came from the server. What you typed is kept; try again.',
  save: 'Save',
  saving: 'Saving…',
  discard: 'Discard changes',
  unsaved: 'You have unsaved changes.',
  saveAs: 'Save as my contact information',
} as const;

const FIELDS = Object.keys(CONTACT_LABELS) as ContactField[];

/** What an investor sees and does on Contact Info. */
export function contactPage(p: Person) {
  return {
    loading: () => p.announces(CONTACT_WORDS.loading),
    loadFailed: () => p.sees({ role: 'alert' }, new RegExp(CONTACT_WORDS.failed)),
    retry: () => p.clicks(button('Try again')),
    /** The form holds these values; Save and Discard are offered only for unsaved changes. */
    async shows(form: ContactForm, { unsaved }: { unsaved: boolean }) {
      for (const field of FIELDS) await p.seesValue(CONTACT_LABELS[field], form[field]);
      await p.seesChecked({ role: 'checkbox', name: CONTACT_WORDS.saveAs }, form.saveAsContact);
      await p.seesEnabled(button(CONTACT_WORDS.save), unsaved);
      if (unsaved) await p.sees(button(CONTACT_WORDS.discard));
      else await p.seesNo(button(CONTACT_WORDS.discard));
    },
    /** Each field's problem, at the field (none where `problems` has none). */
    async problems(problems: Partial<Record<ContactField, ContactProblem>>) {
      for (const field of FIELDS) {
        const problem = problems[field];
        await p.seesProblem(CONTACT_LABELS[field], problem ? (FIELD_WORDS[problem] ?? '') : null);
      }
    },
    saving: async () => {
      await p.seesEnabled(button(CONTACT_WORDS.saving), false);
      await p.seesEnabled({ role: 'textbox', name: CONTACT_LABELS.firstName }, false);
    },
    saved: () => p.announces(CONTACT_WORDS.saved),
    notSaved: () => p.seesNo(text(CONTACT_WORDS.saved)),
    /** Spec §8's words for a failed save, with the error code (or that no answer came). */
    saveFailed: async (code: string) => {
      const alert = { role: 'alert', name: CONTACT_WORDS.saveError } as const;
      await p.seesIn(alert, CONTACT_WORDS.updateFailed);
      await p.seesIn(alert, code === 'network' ? CONTACT_WORDS.noAnswer : `Error Code ${code}.`);
    },
    noSaveFailure: () => p.seesNo(text(CONTACT_WORDS.saveError)),
    type: (field: ContactField, value: string) => p.fills(CONTACT_LABELS[field], value),
    paste: (field: ContactField, value: string) => p.pastes(CONTACT_LABELS[field], value),
    /** Goes into a field and out again, clicking on the page's title. */
    leave: async (field: ContactField) => {
      await p.clicks({ role: 'textbox', name: CONTACT_LABELS[field] });
      await p.clicks(heading(CONTACT_WORDS.title, 1));
    },
    tick: (value: boolean) =>
      value ? p.ticks(CONTACT_WORDS.saveAs) : p.unticks(CONTACT_WORDS.saveAs),
    save: () => p.clicks(button(CONTACT_WORDS.save)),
    discard: () => p.clicks(button(CONTACT_WORDS.discard)),
  };
}
