import { activityUrl, planActivityPage } from '../../pages/planActivity';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { answerIn, does, type Seen, sees } from '../models/planActivityMachine.model';
import type { Binding } from '../runner';

/** A plan's activity tab in the real router and views (jsdom), GET pc/ua held until answered. */
export const binding: Binding<Seen & { api: HeldApi<'getPlanActivity'> }> = {
  start: async () => ({
    ...(await openScreen(activityUrl(7), planActivityPage, 'getPlanActivity')),
    events: [],
  }),
  events: {
    ...does,
    'xstate.done.actor.loadActivity': (h, e) => {
      const answer = answerIn(e);
      if (answer?.ok) h.events = answer.value.events;
      return h.api.calls.getPlanActivity.answer(answer);
    },
    'xstate.error.actor.loadActivity': (h) => h.api.calls.getPlanActivity.fail(),
  },
  states: sees,
  stop: closeScreen,
};
