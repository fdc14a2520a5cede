import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Result } from '../../../src/api/contract/result';
import { CARD_FIELDS, type CardField, cardProblems } from '../../../src/machines/checkoutForm';
import { newCardMachine } from '../../../src/machines/newCardMachine';
import { aCard } from '../../factories/checkout';
import { cardName, type cardsPage, GOOD_CARD, type TypedCard } from '../../pages/cards';
import type { MachineModel } from '../machineModel';

/** A number failing the Luhn check (otherwise the steps type the sandbox's GOOD_CARD). */
const LUHN_FAILS = '4242 4242 4242 4241';
const STORED = aCard({ id: 50, holder: GOOD_CARD.holder });

export const model: MachineModel<typeof newCardMachine> = {
  machine: newCardMachine,
  events: [
    { type: 'card.change', field: 'holder', value: GOOD_CARD.holder },
    { type: 'card.change', field: 'number', value: GOOD_CARD.number },
    { type: 'card.change', field: 'number', value: LUHN_FAILS },
    { type: 'card.change', field: 'expiry', value: GOOD_CARD.expiry },
    { type: 'card.change', field: 'cvc', value: GOOD_CARD.cvc },
    { type: 'card.blur', field: 'number' },
    { type: 'card.makeDefault', value: true },
    { type: 'card.submit' },
    { type: 'card.cancel' },
    { type: 'xstate.done.actor.payAttempt', output: { ok: true, value: { card: STORED } } },
    {
      type: 'xstate.done.actor.payAttempt',
      output: { ok: false, problem: { code: '5003', message: 'expired card' } },
    },
  ] as never,
  simplePaths: false,
  // Which fields still have a problem (the guard reads them) and what a refusal left; not the
  // words typed.
  serialize: ({ value, context }) =>
    JSON.stringify([value, Object.keys(cardProblems(context.form)).sort(), context.problem?.code]),
};

/**
 * What the person really typed, and where the keyboard went, kept by each binding: the dialog
 * opens with the keyboard in the cardholder field, and going to another field leaves (touches)
 * the one before. Whether every problem shows, the default box and the refusal: the path's own.
 */
interface NewCardTruth {
  form: TypedCard;
  touched: Set<CardField>;
  focused: CardField | null;
}

export const freshTruth = (): NewCardTruth => ({
  form: { holder: '', number: '', expiry: '', cvc: '' },
  touched: new Set(),
  focused: 'holder',
});

function focusLeaves(t: NewCardTruth, to: CardField | null = null) {
  if (t.focused && t.focused !== to) t.touched.add(t.focused);
  t.focused = to;
}

export type Seen = { page: ReturnType<typeof cardsPage>; truth: NewCardTruth };

/** What the investor does at each step, on the page and in the truth, in both runners. */
export const does: Record<string, (h: Seen, e: AnyEventObject) => Promise<void>> = {
  async 'card.change'({ truth: t, page }, e) {
    const field = e.field as CardField;
    focusLeaves(t, field);
    await page.type({ [field]: e.value });
    t.form = { ...t.form, [field]: e.value };
  },
  async 'card.blur'({ truth: t, page }) {
    focusLeaves(t, 'number');
    await page.leaveNumber();
    focusLeaves(t);
  },
  async 'card.makeDefault'({ truth: t, page }) {
    focusLeaves(t);
    await page.tickDefault();
  },
  async 'card.submit'({ truth: t, page }) {
    focusLeaves(t);
    await page.submitAdd();
    const problems = cardProblems({ ...t.form, save: true });
    // The dialog puts the keyboard on the first field with a problem.
    t.focused = CARD_FIELDS.find((f) => problems[f]) ?? null;
  },
  'card.cancel': ({ page }) => page.closeAdd(),
};

/** The server's answer has come back: a refusal empties the number and CVC, and starts afresh. */
export function answered(t: NewCardTruth, answer: Result<unknown>) {
  if (answer.ok) return;
  t.form = { ...t.form, number: '', cvc: '' };
  t.touched.clear();
}

/** The problems the person should see now: at fields they left, or all after Add card. */
function shownProblems(t: NewCardTruth, submitted: boolean) {
  const all = cardProblems({ ...t.form, save: true });
  return Object.fromEntries(
    CARD_FIELDS.filter((f) => all[f] && (submitted || t.touched.has(f))).map((f) => [f, all[f]]),
  );
}

type Check = (h: Seen, snapshot: SnapshotFrom<typeof newCardMachine>) => Promise<void>;

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  editing: async (h, { context }) => {
    await h.page.addOpen();
    await h.page.showsTyped(h.truth.form, context.makeDefault);
    await h.page.problems(shownProblems(h.truth, context.submitted));
    await h.page.refusal(context.problem?.code ?? null);
  },
  saving: (h) => h.page.addingLocked(),
  added: async (h) => {
    await h.page.addClosed();
    await h.page.added(cardName(STORED.brand, STORED.last4));
  },
  closed: (h) => h.page.addClosed(),
};
