import { fromPromise } from 'xstate';
import { type CardsApi, getCardPage, storeCard } from '../../api/cards';
import {
  cancelPlan,
  changeFrequency,
  type PlanActionsApi,
  resubscribe,
  switchPaymentMethod,
} from '../../api/planActions';
import { getMyPlans, type PlansApi } from '../../api/plans';
import { myPlansMachine } from '../../machines/myPlansMachine';
import { payingWith } from '../../machines/payAttemptMachine';
import { planMachine } from '../../machines/planMachine';
import { bound } from './bound';
import { bindNewCard } from './cards';

export type MyPlansApi = Pick<PlansApi, 'getMyPlans'> &
  PlanActionsApi &
  Pick<CardsApi, 'getCardPage' | 'storeCard'>;

/** The update payment method dialog offers every saved card: read page by page (at most 20). */
async function allCards(api: Pick<CardsApi, 'getCardPage'>) {
  const first = await api.getCardPage(0);
  const cards = [...first.cards];
  for (let page = 1; cards.length < first.total && page < 20; page++)
    cards.push(...(await api.getCardPage(page)).cards);
  return cards;
}

/**
 * My Plan's statechart bound to the account's plans (GET pc/up), and each plan's actor to the
 * plan actions (POST pc/cs, POST pc/bf, POST pc/usp; POST pc/rs through the pay attempt), to the
 * saved cards (GET pc/c; POST pc/std to add one in place) and to its own card read again.
 */
export function bindMyPlans(api: MyPlansApi) {
  const plan = planMachine.provide({
    actors: {
      cancelPlan: fromPromise(({ input }) => api.cancelPlan(input)),
      payAttempt: payingWith(api.resubscribe),
      changeFrequency: fromPromise(({ input }) => api.changeFrequency(input)),
      loadCards: fromPromise(() => allCards(api)),
      switchPaymentMethod: fromPromise(({ input }) => api.switchPaymentMethod(input)),
      newCard: bindNewCard(api),
      loadPlan: fromPromise(async ({ input }) => {
        const { myPlans } = await api.getMyPlans(input.lang);
        return myPlans.find((p) => p.orderId === input.orderId) ?? null;
      }),
    },
  });
  return bound(
    myPlansMachine.provide({
      actors: {
        plan,
        loadPlans: fromPromise(async ({ input }) => (await api.getMyPlans(input.lang)).myPlans),
      },
    }),
  );
}

export const liveMyPlans = bindMyPlans({
  getMyPlans,
  cancelPlan,
  resubscribe,
  changeFrequency,
  switchPaymentMethod,
  getCardPage,
  storeCard,
});
