import { activityUrl, planActivityPage } from '../../pages/planActivity';
import { closeScreen, type HeldApi, heldRead, openScreen } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/planActivityMachine.model';
import type { Binding } from '../runner';

/** A plan's activity tab in the real router and views (jsdom), GET pc/ua held until answered. */
export const binding: Binding<Seen & { api: HeldApi<'getPlanActivity'> }> = {
  start: async () => ({
    ...(await openScreen(activityUrl(7), planActivityPage, 'getPlanActivity')),
    found: null,
  }),
  events: { ...does, ...heldRead('loadActivity', 'getPlanActivity') },
  states: sees,
  stop: closeScreen,
};
