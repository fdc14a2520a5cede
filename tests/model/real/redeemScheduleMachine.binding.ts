import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { expect, HeldRequests, Sessions } from '../drivers/heldRequests';
import {
  DELETE_STEP,
  DELETED,
  deleted,
  freshTruth,
  type ScheduleTruth,
  sees,
} from '../models/redeemScheduleMachine.model';
import type { ModelPath } from '../path';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof schedulePage>;
  truth: ScheduleTruth;
};

const wanted = (e: AnyEventObject) => (e as unknown as { output: ScheduledRedemption[] }).output;
const firstRead = (path: ModelPath) =>
  path.events.find((e) => e.type === 'xstate.done.actor.loadSchedule') as
    | AnyEventObject
    | undefined;

/** Redeem Schedule in Chromium against the real server: referrer@ has three rows, active@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const first = firstRead(path);
      const tab = await sessions.open(
        first && wanted(first).length ? 'referrer@demo.test' : 'active@demo.test',
      );
      const held = new HeldRequests(tab);
      await held.hold('getRedeemSchedule', 'deleteRedemption');
      await tab.goto(SCHEDULE_URL);
      return { tab, held, page: schedulePage(playwrightPerson(tab)), truth: freshTruth() };
    },
    events: {
      'xstate.done.actor.loadSchedule': async (h, e) => {
        const { status, body } = await h.held.release('getRedeemSchedule');
        expect(status, 'the server lists the schedule').toBe(200);
        const rows = body.applyingSubscriptions as ScheduledRedemption[];
        expect(
          rows.map((r) => r.promoCode),
          'the schedule the path expects',
        ).toEqual(wanted(e).map((r) => r.promoCode));
        h.truth.rows = rows;
      },
      'xstate.error.actor.loadSchedule': (h) => h.held.drop('getRedeemSchedule', false),
      'schedule.retry': (h) => h.page.retry(),
      [DELETE_STEP]: async (h) => {
        await h.page.openDelete(DELETED.promoCode, DELETED.productName);
        await h.page.confirmDelete(DELETED.promoCode);
        sessions.changesData();
        expect((await h.held.release('deleteRedemption')).status, 'the server deletes it').toBe(
          200,
        );
        deleted(h.truth);
      },
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
