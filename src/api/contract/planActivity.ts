import * as v from 'valibot';
import { CurrencySchema } from './common';
import type { Endpoints } from './endpoint';
import { ERROR } from './errors';
import { Minor, QueryId, SubscriptionTime } from './wire';

/**
 * What happened to a plan, one kind per change the server makes (our addition to spec §7: no
 * anchor shows a subscriber this). The details are what the sentence on screen needs.
 */
const PLAN_EVENT_KINDS = [
  'bought',
  'trialStarted',
  'charged',
  'chargeFailed',
  'frequencyScheduled',
  'frequencyApplied',
  'frequencyWithdrawn',
  'upgraded',
  'cancelled',
  'resubscribed',
  'cardSwitched',
  'promoRedeemed',
  'promoRemoved',
] as const;
export const PlanEventKind = v.picklist(PLAN_EVENT_KINDS);
export type PlanEventKind = v.InferOutput<typeof PlanEventKind>;

const Card = v.object({ brand: v.string(), last4: v.string() });

export const PlanEventDetails = v.object({
  productCode: v.optional(v.string()),
  /** The product before an upgrade. */
  fromProductCode: v.optional(v.string()),
  cycle: v.optional(SubscriptionTime),
  amount: v.optional(Minor),
  currency: v.optional(CurrencySchema),
  card: v.optional(Card),
  errorCode: v.optional(v.string()),
  /** A trial's end, a change's effective date, a redemption's billing date. */
  date: v.optional(v.string()),
  days: v.optional(v.number()),
  code: v.optional(v.string()),
  /** A cancellation's reason (one of the cancel dialog's) and the investor's own words. */
  reason: v.optional(v.string()),
  note: v.optional(v.string()),
});
export type PlanEventDetails = v.InferOutput<typeof PlanEventDetails>;

export const PlanEvent = v.object({
  id: v.number(),
  kind: PlanEventKind,
  at: v.string(),
  details: PlanEventDetails,
});
export type PlanEvent = v.InferOutput<typeof PlanEvent>;

const PlanActivityQuery = v.object({ orderId: QueryId });

export const PlanActivityResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  /** Newest first; a plan has tens of events in a year, so they come in one answer. */
  events: v.array(PlanEvent),
});

export const planActivityEndpoints = {
  getPlanActivity: {
    method: 'GET',
    path: '/api/v2/ch/pc/ua',
    request: PlanActivityQuery,
    response: PlanActivityResponse,
    errors: [ERROR.notFound],
    auth: 'user',
    summary: 'What happened to one plan, newest first (our addition: plan activity)',
  },
} as const satisfies Endpoints;
