import type { SnapshotFrom } from 'xstate';
import { type CardInput, cardMachine } from '../../../src/machines/cardMachine';
import { walletMastercard, walletVisa } from '../../factories/cards';
import { type cardsPage, named } from '../../pages/cards';
import { onlyWhile } from '../cannot';
import type { MachineModel, ModelPath } from '../machineModel';

const refusal = (code: string) => ({ ok: false, problem: { code, message: '' } });
/** The server's answers to the delete: deleted, or refused. */
const ANSWERS = [{ ok: true, value: {} }, refusal('0077'), refusal('0004')].map((output) => ({
  type: 'xstate.done.actor.deleteCard',
  output,
}));

export const model: MachineModel<typeof cardMachine> = {
  machine: cardMachine,
  // Two of cards@'s cards: Visa 1002 pays for nothing, Mastercard 4444 for a plan.
  starts: [walletVisa(2), walletMastercard].map((card) => ({
    description: `${named(card)}, paying for ${card.paysFor.length > 0 ? 'a plan' : 'nothing'}`,
    input: { card },
  })),
  simplePaths: false,
  serialize: (s) => JSON.stringify([s.value, s.context.problem?.code]),
  events: [
    { type: 'delete.open' },
    { type: 'delete.confirm' },
    { type: 'dialog.close' },
    ...ANSWERS,
    { type: 'xstate.error.actor.deleteCard', error: new TypeError('offline') },
  ] as never,
  cannot: [
    onlyWhile(
      ['xstate.done.actor.deleteCard'],
      (s) => s.context.problem?.code !== '0004',
      'A card deleted elsewhere stays gone: after a 0004 the server only says 0004 again, and nothing new is learnt, so the delete is not answered again.',
    ),
  ],
};

/** The card the path is about: every path starts with one of cards@'s cards on the screen. */
export const cardOf = (path: ModelPath) => (path.input as CardInput).card;

export type Seen = { page: ReturnType<typeof cardsPage> };
type Check = (h: Seen, snapshot: SnapshotFrom<typeof cardMachine>) => Promise<void>;

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  idle: (h, { context }) => h.page.shows(named(context.card)),
  // Why the last delete did not go through ('network': no answer), or nothing.
  confirmingDelete: (h, { context }) =>
    h.page.asksToDelete(named(context.card), context.problem?.code ?? null),
  deleting: (h) => h.page.deleting(),
  inUse: (h, { context }) => h.page.inUse(context.card.paysFor.map(() => 'HKEx Mobile')),
  deleted: (h, { context }) => h.page.gone(named(context.card)),
};

/** What the investor does at each step, in both runners. */
export const does = {
  'delete.open': (h: Seen, _: unknown, path: ModelPath) => h.page.openDelete(named(cardOf(path))),
  'delete.confirm': (h: Seen) => h.page.confirmDelete(),
  'dialog.close': (h: Seen) => h.page.keep(),
};
