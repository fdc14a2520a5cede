import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { type CardInput, cardMachine } from '../../../src/machines/cardMachine';
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

const nameOf = ({ brand, last4 }: CardInput['card']) => cardName(brand, last4);
const refusal = (code: string) => ({ ok: false, problem: { code, message: '' } });

const WORDS: Record<string, string> = {
  'delete.open': 'The investor clicks Delete on the card',
  'delete.confirm': 'The investor clicks Delete card',
  'dialog.close': 'The investor keeps the card',
  'xstate.error.actor.deleteCard': 'The delete gets no answer (network)',
  // The server's answers to the delete, by outcome.
  ok: 'The server deletes the card',
  '0077': 'A plan was moved to the card meanwhile: the server refuses (0077)',
  '0004': 'The card was deleted elsewhere meanwhile: the server refuses (0004)',
};

export const model: MachineModel<typeof cardMachine> = {
  machine: cardMachine,
  starts: [FREE_CARD, PLAN_CARD].map((card) => ({
    description: `${nameOf(card)}, paying for ${card.paysFor.length > 0 ? 'a plan' : 'nothing'}`,
    input: { card },
  })),
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
  describeEvent: (e: AnyEventObject) =>
    WORDS[e.type] ?? WORDS[e.output.ok ? 'ok' : e.output.problem.code] ?? e.type,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.deleteCard' && state.context.problem?.code === '0004',
      why: 'A card deleted elsewhere stays gone: the server only says 0004 again, and nothing new is learnt.',
    },
  ],
};

/** The card the path is about: every path starts with one of cards@'s cards on the screen. */
export const cardOf = (path: ModelPath) => (path.input as CardInput).card;

export type Seen = { page: ReturnType<typeof cardsPage> };
type Check = (h: Seen, snapshot: SnapshotFrom<typeof cardMachine>) => Promise<void>;

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  idle: (h, { context }) => h.page.shows(nameOf(context.card)),
  // Why the last delete did not go through ('network': no answer), or nothing.
  confirmingDelete: (h, { context }) =>
    h.page.asksToDelete(nameOf(context.card), context.problem?.code ?? null),
  deleting: (h) => h.page.deleting(),
  inUse: (h, { context }) => h.page.inUse(context.card.paysFor.map(() => 'HKEx Mobile')),
  deleted: (h, { context }) => h.page.gone(nameOf(context.card)),
};

/** What the investor does at each step, in both runners. */
export const does = {
  'delete.open': (h: Seen, _: unknown, path: ModelPath) => h.page.openDelete(nameOf(cardOf(path))),
  'delete.confirm': (h: Seen) => h.page.confirmDelete(),
  'dialog.close': (h: Seen) => h.page.keep(),
};
