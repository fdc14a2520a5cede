import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { CardPage } from '../../../src/api/cards';
import type { Card } from '../../../src/api/contract/cards';
import { cardsMachine } from '../../../src/machines/cardsMachine';
import { cardsWallet, walletVisa } from '../../factories/cards';
import { aCard } from '../../factories/checkout';
import { type cardsPage, GOOD_CARD, named } from '../../pages/cards';
import { onlyWhile } from '../cannot';
import type { MachineModel } from '../machineModel';

const wallet = cardsWallet();
/** A new account's first card (new@, after adding one). */
const ADDED = aCard({ id: 50, holder: 'Nova New' });

const TEN_OF_ELEVEN: CardPage = { cards: wallet.slice(0, 10), total: 11 };
const NONE: CardPage = { cards: [], total: 0 };
const JUST_ADDED: CardPage = { cards: [ADDED], total: 1 };
const LAST_PAGE: CardPage = { cards: wallet.slice(10), total: 11 };
/** The card the "delete a card" step deletes: one that pays for no plan. */
const DELETED = walletVisa(2);
/** Its actor's end, as the list hears it (any card actor's end: the list reads which). */
export const DELETE_STEP = 'xstate.done.actor.*';

/** The machine's words are the same for the three lists ("Show the cards"): these tell them apart. */
const ANSWERS = new Map<unknown, string>([
  [TEN_OF_ELEVEN, 'The server lists ten of eleven cards'],
  [NONE, 'The account has no card'],
  [JUST_ADDED, 'The server lists the one card'],
]);

export const model: MachineModel<typeof cardsMachine> = {
  machine: cardsMachine,
  simplePaths: false,
  // Which cards are shown, and whether more are, decide the next steps; not the cards themselves.
  serialize: (s) =>
    JSON.stringify([s.value, s.context.cards.length, s.context.total, s.context.notice?.kind]),
  events: [
    { type: 'xstate.done.actor.loadPage', output: TEN_OF_ELEVEN },
    { type: 'xstate.done.actor.loadPage', output: NONE },
    { type: 'xstate.done.actor.loadPage', output: JUST_ADDED },
    { type: 'xstate.error.actor.loadPage', error: new TypeError('offline') },
    { type: 'cards.retry' },
    { type: 'cards.more' },
    { type: 'xstate.done.actor.loadMore', output: LAST_PAGE },
    { type: 'xstate.error.actor.loadMore', error: new TypeError('offline') },
    { type: 'card.add' },
    { type: 'xstate.done.actor.newCard', output: ADDED },
    { type: 'xstate.done.actor.newCard', output: null },
    // xstate/graph offers a pattern's transitions under the pattern itself; the list reads the id.
    { type: DELETE_STEP, actorId: `card-${DELETED.id}`, output: { cardId: DELETED.id } },
  ] as never,
  describeEvent: (e) => ANSWERS.get((e as AnyEventObject).output),
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.loadPage' &&
        (state.context.notice?.kind === 'added'
          ? event.output.total !== state.context.total + 1
          : event.output === JUST_ADDED),
      why: 'The list read after adding holds one card more; a first read is of a demo account (none or eleven cards).',
    },
    onlyWhile(
      [DELETE_STEP],
      (s) => s.matches('listed') && (s.context.cards as Card[]).some((c) => c.id === DELETED.id),
      `Only a card on the screen can be deleted, and the steps delete ${named(DELETED)}.`,
    ),
    onlyWhile(
      ['cards.more'],
      (s) => s.matches('listed') && s.context.cards.length < s.context.total,
      'Show more cards is on screen only while some cards are not shown.',
    ),
  ],
};

export type Seen = { page: ReturnType<typeof cardsPage> };
type Check = (h: Seen, snapshot: SnapshotFrom<typeof cardsMachine>) => Promise<void>;

/** The cards shown, how many there are in all, and what the list last did (its status line). */
const listed: Check = async (h, { context: { cards, total, notice } }) => {
  await h.page.lists(cards.map(named), total);
  if (notice?.kind === 'added') await h.page.added(named(notice.card));
  if (notice?.kind === 'deleted') await h.page.deleted(named(notice.card));
};

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  loading: (h, s) => (s.context.cards.length ? listed(h, s) : h.page.loading()),
  failed: (h) => h.page.loadFailed(),
  'listed.idle': listed,
  'listed.loadingMore': (h) => h.page.loadingMore(),
  'listed.moreFailed': (h) => h.page.moreFailed(),
  adding: (h) => h.page.addOpen(),
};

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: Seen) => Promise<void>> = {
  'cards.retry': (h) => h.page.retry(),
  'cards.more': (h) => h.page.more(),
  'card.add': (h) => h.page.openAdd(),
};

/** In the add dialog: adds Visa 4242 and the server stores it (`stored`); or closes the dialog. */
export async function addsCard(h: Seen, e: AnyEventObject, stored: () => Promise<unknown>) {
  if (!e.output) return h.page.closeAdd();
  await h.page.type(GOOD_CARD);
  await h.page.submitAdd();
  await stored();
}

/** Deletes Visa 1002 in its dialog, the server answering with `done`. */
export async function deletesCard(h: Seen, done: () => Promise<unknown>) {
  await h.page.openDelete(named(DELETED));
  await h.page.confirmDelete();
  await done();
}
