import type { CardField } from '../../src/machines/checkoutForm';
import { CARD_LABELS, FIELD_WORDS } from './checkout';
import { button, type Find, link, type Person, text } from './person';

/** Payment Method: the phone's second personal-centre tab (the same page on desktop). */
export const CARDS_URL = '/pricing/personalcentre/paymentmethod';

// What an investor reads there, in English, written out so a changed message fails a test.
export const CARD_WORDS = {
  title: 'Payment Method',
  loading: 'Loading your saved cards…',
  failed: 'Your saved cards could not be loaded',
  none: 'You have no saved cards yet.',
  add: 'Add bank card',
  addCard: 'Add card',
  adding: 'Adding card…',
  oneAtATime: 'Only one bank card can be added at a time.',
  makeDefault: 'Make this my default card',
  more: 'Show more cards',
  moreFailed: 'More cards could not be loaded. Check your connection and try again.',
  deleteCard: 'Delete card',
  keep: 'Keep card',
  inUse: 'This card pays for a plan',
  switchInMyPlan: 'Switch payment method in My Plan',
  expiresFirst: 'This card expires before the payment on',
} as const;

/** "Visa ending in 4242", as the list, dialogs and notices name a card. */
export const cardName = (brand: string, last4: string) => `${brand} ending in ${last4}`;
/** A card's name (a saved card, or the card a plan pays with). */
export const named = ({ brand, last4 }: { brand: string; last4: string }) => cardName(brand, last4);

const DIALOG: Find = { role: 'dialog', name: 'Add bank card' };

export type TypedCard = Record<CardField, string>;

/** A card the sandbox gateway stores (Visa 4242), as a person types it. */
export const GOOD_CARD: TypedCard = {
  holder: 'Nova New',
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
};

/** What an investor sees and does on Payment Method and in its dialogs. */
export function cardsPage(p: Person) {
  return {
    loading: () => p.announces(CARD_WORDS.loading),
    loadFailed: () => p.sees({ role: 'alert' }, new RegExp(CARD_WORDS.failed)),
    retry: () => p.clicks(button('Try again')),
    /** The list shows these cards (by name) and says how many of how many when there are more. */
    async lists(names: string[], total: number) {
      for (const name of names) await p.sees(button(`Delete ${name}`));
      if (names.length === 0) await p.sees(text(CARD_WORDS.none));
      if (names.length < total) {
        await p.sees(text(`Showing ${names.length} of ${total} cards.`));
        await p.sees(button(CARD_WORDS.more));
      } else {
        await p.seesNo(button(CARD_WORDS.more));
      }
    },
    seesNoCard: (name: string) => p.seesNo(button(`Delete ${name}`)),
    seesCard: (name: string) => p.sees(button(`Delete ${name}`)),
    noDialog: () => p.seesNo({ role: 'dialog' }),
    deleting: () => p.seesEnabled(button('Deleting…'), false),
    /** Why the last delete failed, in the dialog; none when `code` is null. */
    async deleteProblem(code: string | null) {
      if (code === null) return p.seesNo({ role: 'alert' });
      await p.seesIn(
        { role: 'alert' },
        code === 'network'
          ? 'The card could not be deleted. Check your connection and try again.'
          : `The card could not be deleted (Error Code ${code}).`,
      );
    },
    more: () => p.clicks(button(CARD_WORDS.more)),
    loadingMore: () => p.seesEnabled(button('Loading more cards…'), false),
    addOpen: () => p.seesIn(DIALOG, CARD_WORDS.oneAtATime),
    announces: (words: string) => p.announces(words),
    moreFailed: () => p.sees({ role: 'alert' }, CARD_WORDS.moreFailed),
    /** Add bank card: the dialog opens with its one-card-at-a-time note. */
    async openAdd() {
      await p.clicks(button(CARD_WORDS.add));
      await p.sees(DIALOG);
      await p.seesIn(DIALOG, CARD_WORDS.oneAtATime);
    },
    async type(card: Partial<TypedCard>) {
      for (const [field, value] of Object.entries(card)) {
        await p.fills(CARD_LABELS[field as CardField], value);
      }
    },
    submitAdd: () => p.clicks(button(CARD_WORDS.addCard, DIALOG)),
    closeAdd: () => p.clicks(button('Cancel', DIALOG)),
    addingLocked: () => p.seesEnabled(button(CARD_WORDS.adding, DIALOG), false),
    addClosed: () => p.seesNo(DIALOG),
    /** A field's problem, at the field. */
    problem: (field: CardField, problem: keyof typeof FIELD_WORDS) =>
      p.seesProblem(CARD_LABELS[field], FIELD_WORDS[problem] ?? ''),
    seesTyped: (field: CardField, value: string) => p.seesValue(CARD_LABELS[field], value),
    /** The dialog's fields hold what was typed, and the default box is ticked or not. */
    async showsTyped(form: TypedCard, makeDefault: boolean) {
      for (const [field, value] of Object.entries(form)) {
        await p.seesValue(CARD_LABELS[field as CardField], value);
      }
      await p.seesChecked({ role: 'checkbox', name: CARD_WORDS.makeDefault }, makeDefault);
    },
    /** Each field's problem at the field, none where `problems` has none. */
    async problems(problems: Partial<Record<CardField, string>>) {
      for (const field of Object.keys(CARD_LABELS) as CardField[]) {
        const problem = problems[field];
        await p.seesProblem(CARD_LABELS[field], problem ? (FIELD_WORDS[problem] ?? '') : null);
      }
    },
    /** The server's refusal in the dialog, or none. */
    async refusal(code: string | null) {
      if (code === null) return p.seesNo(text('Please update the card details.', DIALOG));
      await p.sees(
        text(
          `The card could not be added (Error Code ${code}). Please update the card details.`,
          DIALOG,
        ),
      );
    },
    /** Goes into the number field and out again, clicking on the dialog's title. */
    leaveNumber: async () => {
      await p.clicks({ role: 'textbox', name: CARD_LABELS.number });
      await p.clicks({ role: 'heading', name: 'Add bank card', within: DIALOG });
    },
    tickDefault: () => p.ticks(CARD_WORDS.makeDefault),
    added: (name: string) => p.announces(`Card added: ${name}.`),
    deleted: (name: string) => p.announces(`Card deleted: ${name}.`),
    openDelete: (name: string) => p.clicks(button(`Delete ${name}`)),
    confirmDelete: () => p.clicks(button(CARD_WORDS.deleteCard)),
    keep: () => p.clicks(button(CARD_WORDS.keep)),
    confirming: (name: string) => p.sees({ role: 'dialog', name: `Delete ${name}?` }),
    /** The card is on the list and no dialog is open. */
    async shows(name: string) {
      await this.seesCard(name);
      await this.noDialog();
    },
    /** Delete asks about this card, saying why the last delete failed (`code`), or nothing. */
    async asksToDelete(name: string, code: string | null) {
      await this.confirming(name);
      await this.deleteProblem(code);
    },
    /** The card is off the list, and its deletion was announced. */
    async gone(name: string) {
      await this.seesNoCard(name);
      await this.deleted(name);
    },
    /**
     * The card pays for these plans: it cannot be deleted, and each plan links to its own card
     * switch on My Plan (or, when the list did not know the plan yet, My Plan itself).
     */
    async inUse(products: string[]) {
      const dialog: Find = { role: 'dialog', name: CARD_WORDS.inUse };
      await p.sees(dialog);
      for (const product of products)
        await p.sees(link(`Switch ${product} to another card`, dialog));
      if (products.length === 0) await p.sees(link(CARD_WORDS.switchInMyPlan, dialog));
    },
    closeInUse: () => p.clicks(button(CARD_WORDS.keep, { role: 'dialog', name: CARD_WORDS.inUse })),
    expiresFirst: () => p.sees(text(new RegExp(CARD_WORDS.expiresFirst))),
  };
}
