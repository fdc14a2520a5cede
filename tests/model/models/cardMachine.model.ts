import type { AnyEventObject } from 'xstate';
import type { Card } from '../../../src/api/contract/cards';
import type { Result } from '../../../src/api/contract/result';
import { cardMachine } from '../../../src/machines/cardMachine';
import { aCard } from '../../factories/checkout';
import { cardName, type cardsPage } from '../../pages/cards';
import type { MachineModel, ModelPath } from '../machineModel';

// Two of cards@'s cards in the demo data: Visa 1002 pays for nothing, Mastercard 4444 for a plan.
const FREE_CARD = aCard({ id: 2, last4: '1002', isDefault: false, holder: 'Casey Cards' });
const PLAN_CARD = aCard({
  id: 1,
  brand: 'Mastercard',
  last4: '4444',
  holder: 'Casey Cards',
  paysFor: [{ orderId: 9, productCode: 'HK_MOBILE', nextPaymentDate: null, expiresFirst: true }],
});

const refusal = (code: string): Result<unknown> => ({ ok: false, problem: { code, message: '' } });

const WORDS: Record<string, string> = {
  'delete.open': 'The investor clicks Delete on the card',
  'delete.confirm': 'The investor clicks Delete card',
  'dialog.close': 'The investor keeps the card',
  'xstate.error.actor.deleteCard': 'The delete gets no answer (network)',
};
const ANSWERS: Record<string, string> = {
  ok: 'The server deletes the card',
  '0077': 'A plan was moved to the card meanwhile: the server refuses (0077)',
  '0004': 'The card was deleted elsewhere meanwhile: the server refuses (0004)',
};

function describe(e: AnyEventObject): string {
  if (e.type !== 'xstate.done.actor.deleteCard') return WORDS[e.type] ?? e.type;
  return ANSWERS[e.output.ok ? 'ok' : e.output.problem.code] ?? e.type;
}

export const model: MachineModel<typeof cardMachine> = {
  machine: cardMachine,
  starts: [
    { description: `${cardName('Visa', '1002')}, paying for nothing`, input: { card: FREE_CARD } },
    {
      description: `${cardName('Mastercard', '4444')}, paying for a plan`,
      input: { card: PLAN_CARD },
    },
  ],
  simplePaths: false,
  serialize: (s) =>
    JSON.stringify([s.value, s.context.card.paysFor.length > 0, s.context.problem?.code]),
  events: [
    { type: 'delete.open' },
    { type: 'delete.confirm' },
    { type: 'dialog.close' },
    { type: 'xstate.done.actor.deleteCard', output: { ok: true, value: {} } },
    { type: 'xstate.done.actor.deleteCard', output: refusal('0077') },
    { type: 'xstate.done.actor.deleteCard', output: refusal('0004') },
    { type: 'xstate.error.actor.deleteCard', error: new TypeError('offline') },
  ] as never,
  describeEvent: describe,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.deleteCard' && state.context.problem?.code === '0004',
      why: 'A card deleted elsewhere stays gone: the server only says 0004 again, and nothing new is learnt.',
    },
  ],
};

/** The card on the screen, and why its last delete did not go through ('network': no answer). */
type CardTruth = { card: Card; problem: string | null };
export const startTruth = (path: ModelPath): CardTruth => ({
  card: (path.input as { card: Card }).card,
  problem: null,
});

export type Seen = { page: ReturnType<typeof cardsPage>; truth: CardTruth };
const nameOf = ({ card }: CardTruth) => cardName(card.brand, card.last4);
const productsOf = ({ card }: CardTruth) => card.paysFor.map(() => 'HKEx Mobile');

/** What each state looks like, in both runners. */
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  idle: async (h) => {
    await h.page.seesCard(nameOf(h.truth));
    await h.page.noDialog();
  },
  confirmingDelete: async (h) => {
    await h.page.confirming(nameOf(h.truth));
    await h.page.deleteProblem(h.truth.problem);
  },
  deleting: (h) => h.page.deleting(),
  inUse: (h) => h.page.inUse(productsOf(h.truth)),
  deleted: async (h) => {
    await h.page.seesNoCard(nameOf(h.truth));
    await h.page.deleted(nameOf(h.truth));
  },
};

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: Seen) => Promise<void>> = {
  'delete.open': (h) => {
    h.truth.problem = null; // the dialog opens afresh, without an earlier try's problem
    return h.page.openDelete(nameOf(h.truth));
  },
  'delete.confirm': (h) => h.page.confirmDelete(),
  'dialog.close': (h) => h.page.keep(),
};

/** The truth after the server's answer to a delete ('network': none came). */
export function answered(truth: CardTruth, answer: Result<unknown> | 'network') {
  if (answer === 'network') truth.problem = 'network';
  else if (!answer.ok && answer.problem.code !== '0077') truth.problem = answer.problem.code;
}
