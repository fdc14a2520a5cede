import type { AnyEventObject } from 'xstate';
import type { CardPage } from '../../../src/api/cards';
import type { Card } from '../../../src/api/contract/cards';
import { cardsMachine } from '../../../src/machines/cardsMachine';
import { aCard } from '../../factories/checkout';
import { cardName, type cardsPage, GOOD_CARD } from '../../pages/cards';
import type { MachineModel } from '../machineModel';

// cards@'s wallet in the demo data: Mastercard 4444 paying for a plan, then Visa 1001–1010.
const visa = (n: number) =>
  aCard({ id: n, last4: String(1000 + n), isDefault: false, holder: 'Casey Cards' });
const wallet: Card[] = [
  aCard({
    id: 0,
    brand: 'Mastercard',
    last4: '4444',
    paysFor: [{ orderId: 9, productCode: 'HK_MOBILE', nextPaymentDate: null, expiresFirst: true }],
  }),
  ...Array.from({ length: 10 }, (_, i) => visa(i + 1)),
];
/** A new account's first card (new@, after adding one). */
export const ADDED = aCard({ id: 50, holder: 'Nova New' });

const TEN_OF_ELEVEN: CardPage = { cards: wallet.slice(0, 10), total: 11 };
const NONE: CardPage = { cards: [], total: 0 };
const JUST_ADDED: CardPage = { cards: [ADDED], total: 1 };
const LAST_PAGE: CardPage = { cards: wallet.slice(10), total: 11 };
/** The card the "delete a card" step deletes: one that pays for no plan. */
const DELETED = visa(2);
/** Its actor's end, as the list hears it (any card actor's end: the list reads which). */
export const DELETE_STEP = 'xstate.done.actor.*';

export const pageIn = (e: AnyEventObject) => (e as unknown as { output: CardPage }).output;

const WORDS: Record<string, string> = {
  'xstate.error.actor.loadPage': 'The cards cannot be read (network)',
  'cards.retry': 'The investor clicks Try again',
  'cards.more': 'The investor clicks Show more cards',
  'xstate.done.actor.loadMore': 'The server sends the eleventh card',
  'xstate.error.actor.loadMore': 'The next page cannot be read (network)',
  'card.add': 'The investor clicks Add bank card',
  [DELETE_STEP]: `The investor deletes ${cardName('Visa', '1002')} in its dialog`,
};

function describe(e: AnyEventObject): string {
  if (e.type === 'xstate.done.actor.loadPage') {
    const page = pageIn(e);
    if (page?.total === 11) return 'The server lists ten of eleven cards';
    return page?.total ? 'The server lists the one card' : 'The account has no card';
  }
  if (e.type === 'xstate.done.actor.newCard')
    return e.output
      ? 'The investor adds Visa 4242 and the server stores it'
      : 'The investor closes the dialog';
  return WORDS[e.type] ?? e.type;
}

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
  describeEvent: describe,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.loadPage' &&
        (state.context.notice?.kind === 'added'
          ? pageIn(event)?.total !== state.context.total + 1
          : pageIn(event) === JUST_ADDED),
      why: 'The list read after adding holds one card more; a first read is of a demo account (none or eleven cards).',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === DELETE_STEP &&
        !(state.context.cards as Card[]).some((c) => c.id === DELETED.id),
      why: `Only a card on the screen can be deleted, and the steps delete ${cardName('Visa', '1002')}.`,
    },
  ],
};

/** What the screen shows: the cards by name, how many there are, what the list last did. */
type CardsTruth = { cards: Card[]; total: number; notice: string | null };
export const freshTruth = (): CardsTruth => ({ cards: [], total: 0, notice: null });

/** The list after a read of the first page (a later page appends). */
export function read(truth: CardsTruth, page: CardPage, append = false) {
  truth.cards = append ? [...truth.cards, ...page.cards] : page.cards;
  truth.total = page.total;
}

export type Seen = { page: ReturnType<typeof cardsPage>; truth: CardsTruth };
const names = (truth: CardsTruth) => truth.cards.map((c) => cardName(c.brand, c.last4));
const listed = async (h: Seen) => {
  await h.page.lists(names(h.truth), h.truth.total);
  if (h.truth.notice) await h.page.announces(h.truth.notice);
};

/** What each state looks like, in both runners. */
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  loading: (h) => (h.truth.cards.length ? listed(h) : h.page.loading()),
  failed: (h) => h.page.loadFailed(),
  'listed.idle': listed,
  'listed.loadingMore': (h) => h.page.loadingMore(),
  'listed.moreFailed': (h) => h.page.moreFailed(),
  adding: (h) => h.page.addOpen(),
};

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: Seen) => Promise<void>> = {
  'cards.retry': (h) => h.page.retry(),
  'cards.more': (h) => {
    h.truth.notice = null;
    return h.page.more();
  },
  'card.add': (h) => {
    h.truth.notice = null;
    return h.page.openAdd();
  },
};

/** In the add dialog: adds Visa 4242, `stored` by the server; or closes it (no card in `e`). */
export async function addsCard(h: Seen, e: AnyEventObject, stored: () => Promise<Card>) {
  if (!(e as { output?: Card | null }).output) return h.page.closeAdd();
  await h.page.type(GOOD_CARD);
  await h.page.submitAdd();
  const card = await stored();
  h.truth.notice = `Card added: ${cardName(card.brand, card.last4)}.`;
}

/** Deletes Visa 1002 in its dialog, the server answering with `done`. */
export async function deletesCard(h: Seen, done: () => Promise<unknown>) {
  const name = cardName(DELETED.brand, DELETED.last4);
  await h.page.openDelete(name);
  await h.page.confirmDelete();
  await done();
  h.truth.cards = h.truth.cards.filter((c) => cardName(c.brand, c.last4) !== name);
  h.truth.total -= 1;
  h.truth.notice = `Card deleted: ${name}.`;
}
