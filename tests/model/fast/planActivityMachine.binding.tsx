import { cleanup } from '@testing-library/react';
import type { PlanEvent } from '../../../src/api/contract/planActivity';
import type { Result } from '../../../src/api/contract/result';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { activityUrl, planActivityPage } from '../../pages/planActivity';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import { sees } from '../models/planActivityMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getPlanActivity'>;
  page: ReturnType<typeof planActivityPage>;
  events: PlanEvent[];
};

/** A plan's activity tab in the real router and views (jsdom), GET pc/ua held until answered. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getPlanActivity');
    await renderApp({
      url: activityUrl(7),
      api: api.fakes,
      getUserInfo: async () => signedInUser(),
    });
    return { api, page: planActivityPage(jsdomPerson()), events: [] };
  },
  events: {
    'xstate.done.actor.loadActivity': async (h, e) => {
      const output = (e as { output?: Result<{ events: PlanEvent[] }> }).output;
      if (output?.ok) h.events = output.value.events;
      await h.api.calls.getPlanActivity.answer(output);
    },
    'xstate.error.actor.loadActivity': (h) => h.api.calls.getPlanActivity.fail(),
    'activity.retry': (h) => h.page.retry(),
  },
  states: sees,
  stop: async () => cleanup(),
};
