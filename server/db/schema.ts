import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PlanEventDetails, PlanEventKind } from '../../src/api/contract/planActivity';
import type { Line } from '../domain/invoiceLines';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Plan statuses that still bill or give access: at most one per product, all in one currency. */
const LIVE_STATUSES = sql`('trial', 'active', 'past_due')`;

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isInstitutionUser: boolean('is_institution_user').notNull().default(false),
  mobileNumber: text('mobile_number').notNull().default(''),
  language: text('language'),
  referralCode: text('referral_code').notNull().unique(),
  referredBy: integer('referred_by'),
  createdAt: ts('created_at').notNull(),
});

/**
 * The currency of a user's live plans. Every live plan references this row (see
 * subscriptions_live_currency_fk), so it cannot change while a plan in it is live, and a live
 * plan in another currency cannot exist. A row of its own rather than a column of `users`: it
 * is changed under the user lock, and a key change on `users` would wait for every row being
 * inserted that points at the user (sessions, idempotency keys) and deadlock with them.
 */
export const userCurrencies = pgTable(
  'user_currencies',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
  },
  (t) => [unique('user_currencies_user_currency_uq').on(t.userId, t.currency)],
);

/** Tokens are stored hashed: a leaked table does not yield usable cookies. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const devices = pgTable('devices', {
  deviceId: text('device_id').primaryKey(),
  deviceType: text('device_type').notNull(),
  info: jsonb('info').notNull(),
  appVersion: text('app_version').notNull(),
  lang: text('lang').notNull(),
  registeredAt: ts('registered_at').notNull(),
});

export const deviceSessions = pgTable('device_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  deviceId: text('device_id')
    .notNull()
    .references(() => devices.deviceId, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const products = pgTable('products', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Higher rank = more permission; upgrades only go up. */
  rank: integer('rank').notNull(),
  markets: jsonb('markets').$type<string[]>().notNull(),
  platforms: jsonb('platforms').$type<string[]>().notNull(),
  trialDays: integer('trial_days').notNull(),
  firstMonthDiscountPercent: integer('first_month_discount_percent').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const prices = pgTable(
  'prices',
  {
    productCode: text('product_code')
      .notNull()
      .references(() => products.code),
    cycleMonths: integer('cycle_months').notNull(),
    currency: text('currency').notNull(),
    /** Integer minor units (cents). */
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.cycleMonths, t.currency] })],
);

export const contacts = pgTable('contacts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  billingEmail: text('billing_email').notNull(),
  phone: text('phone').notNull(),
  saveAsContact: boolean('save_as_contact').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** Only what a receipt needs: the gateway token stands in for the card; no PAN, no CVV. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holder: text('holder').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('cards_user_idx').on(t.userId)],
);

/** A plan the user bought; its id is the "orderId" of spec §7. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code),
    cycleMonths: integer('cycle_months').notNull(),
    currency: text('currency').notNull(),
    /** trial | active | past_due | cancelled | expired */
    status: text('status').notNull(),
    /** web | app_store */
    source: text('source').notNull().default('web'),
    cardId: integer('card_id').references(() => cards.id),
    createdAt: ts('created_at').notNull(),
    trialEndsAt: ts('trial_ends_at'),
    freeCancelUntil: ts('free_cancel_until'),
    currentPeriodStart: ts('current_period_start').notNull(),
    nextPaymentDate: ts('next_payment_date'),
    cancelledAt: ts('cancelled_at'),
    /** Why the investor cancelled, if they said (CANCEL_REASONS), and their own words. */
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    endedAt: ts('ended_at'),
    pendingCycleMonths: integer('pending_cycle_months'),
    /** Discount (minor units) owed to the first paid charge after a trial or free days. */
    firstChargeDiscount: integer('first_charge_discount').notNull().default(0),
    firstChargeCoupon: text('first_charge_coupon'),
    firstMonthDiscountPercent: integer('first_month_discount_percent').notNull().default(0),
    paidPeriods: integer('paid_periods').notNull().default(0),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The currency while the plan is live, else null: what the user's currency lock checks. */
    liveCurrency: text('live_currency').generatedAlwaysAs(
      sql`CASE WHEN "status" IN ('trial', 'active', 'past_due') THEN "currency" END`,
    ),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    // One live plan per user and product, whatever the concurrency.
    uniqueIndex('subscriptions_live_product_uq')
      .on(t.userId, t.productCode)
      .where(sql`${t.status} IN ${LIVE_STATUSES}`),
    // A live plan's currency must be the user's live currency: no two currencies live at once.
    foreignKey({
      name: 'subscriptions_live_currency_fk',
      columns: [t.userId, t.liveCurrency],
      foreignColumns: [userCurrencies.userId, userCurrencies.currency],
    }).onDelete('cascade'),
  ],
);

export interface InvoiceBuyer {
  name: string | null;
  email: string;
  phone: string | null;
}

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  billingFrom: ts('billing_from').notNull(),
  billingTo: ts('billing_to').notNull(),
  items: jsonb('items').$type<Line[]>().notNull(),
  adjustments: jsonb('adjustments').$type<Line[]>().notNull(),
  subtotal: integer('subtotal').notNull(),
  tax: integer('tax').notNull(),
  total: integer('total').notNull(),
  currency: text('currency').notNull(),
  expiryDate: ts('expiry_date').notNull(),
  createdAt: ts('created_at').notNull(),
  /** The buyer as their billing contact read when the invoice was issued (null: older invoices). */
  buyer: jsonb('buyer').$type<InvoiceBuyer>(),
});

/** One line of a plan's billing history; the unique index stops a period being billed twice. */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** initial | trial | renewal | upgrade | resubscribe | free_days */
    kind: text('kind').notNull(),
    billedAt: ts('billed_at').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    productCode: text('product_code').notNull(),
    paymentMethod: text('payment_method').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    /** paid | failed | free */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    gatewayChargeId: text('gateway_charge_id'),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    attempt: integer('attempt').notNull().default(0),
  },
  (t) => [
    uniqueIndex('billing_records_period_uq').on(t.subscriptionId, t.kind, t.periodStart, t.attempt),
    index('billing_records_user_idx').on(t.userId),
    // The currency of a user's latest payment (spec §4) is read on every price list and preview:
    // one index step instead of sorting all of their records (issue 15: 6,000 records).
    index('billing_records_last_paid_idx')
      .on(t.userId, t.billedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'paid'`),
  ],
);

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  /** fixed | percent | free_days | by_product | referral */
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  /** fixed: minor units in `currency`. */
  amount: integer('amount'),
  currency: text('currency'),
  /** percent: of the monthly price. */
  percent: integer('percent'),
  freeDays: integer('free_days'),
  /** by_product: { [productCode]: { [currency]: minorUnits } }. */
  amountsByProduct: jsonb('amounts_by_product').$type<Record<string, Record<string, number>>>(),
  newUserOnly: boolean('new_user_only').notNull().default(false),
  isReferral: boolean('is_referral').notNull().default(false),
  /** A public code can be typed by anyone; others must be assigned to the user. */
  isPublic: boolean('is_public').notNull().default(false),
  /** checkout | redeem | any */
  usage: text('usage').notNull().default('any'),
  validFrom: ts('valid_from').notNull(),
  expiresAt: ts('expires_at'),
});

export const userPromoCodes = pgTable(
  'user_promo_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    /** unused | redeemed; "expired" is derived from the dates. */
    status: text('status').notNull(),
    assignedAt: ts('assigned_at').notNull(),
    expiresAt: ts('expires_at'),
    redeemedAt: ts('redeemed_at'),
  },
  (t) => [uniqueIndex('user_promo_codes_uq').on(t.userId, t.code)],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** A promo code, or the code of a referral reward spent against this plan. */
    code: text('code').notNull(),
    rewardId: integer('reward_id').references(() => referralRewards.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    billingDate: ts('billing_date').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    freeDays: integer('free_days').notNull(),
    currency: text('currency').notNull(),
    /** scheduled | applied | superseded | deleted | lost */
    status: text('status').notNull(),
    appliedAt: ts('applied_at'),
  },
  (t) => [
    index('redemptions_sub_idx').on(t.subscriptionId),
    // A reward code is spent on at most one plan; a promo code once per user (until deleted).
    uniqueIndex('redemptions_reward_uq')
      .on(t.rewardId)
      .where(sql`${t.status} <> 'deleted' AND ${t.rewardId} IS NOT NULL`),
    uniqueIndex('redemptions_code_uq')
      .on(t.userId, t.code)
      .where(sql`${t.status} <> 'deleted' AND ${t.rewardId} IS NULL`),
  ],
);

export const referralVisits = pgTable(
  'referral_visits',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    visitedAt: ts('visited_at').notNull(),
  },
  (t) => [uniqueIndex('referral_visits_uq').on(t.referrerId, t.visitorKey)],
);

export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    referralAccount: text('referral_account').notNull(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    createdAt: ts('created_at').notNull(),
    availableDate: ts('available_date'),
    expiresAt: ts('expires_at'),
    /** pending | available | redeemed | payout | invalid | expired */
    status: text('status').notNull(),
    redeemedBy: text('redeemed_by'),
  },
  (t) => [uniqueIndex('referral_rewards_referred_uq').on(t.referrerId, t.referredUserId)],
);

/** Same key → same stored answer; the unique index is what makes concurrent payers race-safe. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_uq').on(t.userId, t.scope, t.key)],
);

/** Promotions behind the product activity check (pc/qc). */
export const activities = pgTable('activities', {
  code: text('code').primaryKey(),
  productCodes: jsonb('product_codes').$type<string[]>().notNull(),
  couponCode: text('coupon_code')
    .notNull()
    .references(() => promoCodes.code),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  newUsersOnly: boolean('new_users_only').notNull(),
});

/**
 * What happened to a plan (GET pc/ua), written in the same transaction as the change itself, so
 * the activity never shows a change that did not happen nor misses one that did.
 */
export const planEvents = pgTable(
  'plan_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlanEventKind>().notNull(),
    at: ts('at').notNull(),
    details: jsonb('details').$type<PlanEventDetails>().notNull(),
  },
  (t) => [index('plan_events_subscription_idx').on(t.subscriptionId, t.at)],
);
