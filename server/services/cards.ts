import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Card } from '../../src/api/contract/cards';
import { ERROR } from '../../src/api/contract/errors';
import type { DbOrTx } from '../db/client';
import { lockUser } from '../db/locks';
import { cards, subscriptions } from '../db/schema';
import { ApiError } from '../http/errors';
import type { TokenizedCard } from '../payments/gateway';
import { UNFINISHED } from './customer';

export type CardRow = typeof cards.$inferSelect;

type PlanPaid = Pick<
  typeof subscriptions.$inferSelect,
  'id' | 'cardId' | 'productCode' | 'nextPaymentDate'
>;

/** The first moment a card no longer works: the start of the month after its expiry month. */
export function cardEndsAt(card: Pick<CardRow, 'expMonth' | 'expYear'>): Date {
  return new Date(Date.UTC(card.expYear, card.expMonth, 1));
}

export function toCard(row: CardRow, now: Date, paid: readonly PlanPaid[] = []): Card {
  const endsAt = cardEndsAt(row);
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holder: row.holder,
    isDefault: row.isDefault,
    expired: endsAt <= now,
    paysFor: paid
      .filter((plan) => plan.cardId === row.id)
      .map((plan) => ({
        orderId: plan.id,
        productCode: plan.productCode,
        nextPaymentDate: plan.nextPaymentDate?.toISOString() ?? null,
        expiresFirst: plan.nextPaymentDate !== null && plan.nextPaymentDate >= endsAt,
      })),
  };
}

/** The live plans these cards pay for, oldest first. */
async function plansPaidBy(db: DbOrTx, cardIds: number[]): Promise<PlanPaid[]> {
  if (cardIds.length === 0) return [];
  return db
    .select({
      id: subscriptions.id,
      cardId: subscriptions.cardId,
      productCode: subscriptions.productCode,
      nextPaymentDate: subscriptions.nextPaymentDate,
    })
    .from(subscriptions)
    .where(
      and(inArray(subscriptions.cardId, cardIds), inArray(subscriptions.status, [...UNFINISHED])),
    )
    .orderBy(asc(subscriptions.id));
}

export async function listCards(
  db: DbOrTx,
  userId: number,
  page: { pageSize: number; pageNumber: number },
  now: Date,
) {
  const { pageSize, pageNumber } = page;
  const where = and(eq(cards.userId, userId), isNull(cards.deletedAt));
  const rows = await db
    .select()
    .from(cards)
    .where(where)
    .orderBy(desc(cards.isDefault), asc(cards.id))
    .limit(pageSize)
    .offset(pageSize * pageNumber);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(cards).where(where);
  const paid = await plansPaidBy(
    db,
    rows.map((row) => row.id),
  );
  return { cards: rows.map((row) => toCard(row, now, paid)), total: count?.n ?? 0 };
}

async function findUsableCard(db: DbOrTx, userId: number, cardId: number): Promise<CardRow> {
  const rows = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId), isNull(cards.deletedAt)));
  return usableCard(rows, cardId);
}

/** The card among the user's cards not deleted, or the 404 a missing one answers. */
export function usableCard(userCards: readonly CardRow[], cardId: number): CardRow {
  const row = userCards.find((c) => c.id === cardId && c.deletedAt === null);
  if (!row) throw new ApiError(404, ERROR.notFound, 'card not found');
  return row;
}

/**
 * Keeps a tokenised card. `listed: false` keeps it only for the plan it pays for (the user did
 * not tick "save card"), so renewals can still charge it.
 */
export async function saveCard(
  tx: DbOrTx,
  userId: number,
  card: TokenizedCard,
  options: {
    listed: boolean;
    makeDefault: boolean;
    now: Date;
    /** Given by a caller that holds the user lock and has read the cards already. */
    userLocked?: { existingDefault: { id: number } | undefined };
  },
): Promise<CardRow> {
  // The default card is read then changed: one card change of a user at a time.
  if (!options.userLocked) await lockUser(tx, userId);
  const [existingDefault] = options.userLocked
    ? [options.userLocked.existingDefault]
    : await tx
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.userId, userId), eq(cards.isDefault, true), isNull(cards.deletedAt)));
  const isDefault = options.listed && (options.makeDefault || !existingDefault);
  if (isDefault && existingDefault) {
    await tx.update(cards).set({ isDefault: false }).where(eq(cards.id, existingDefault.id));
  }
  const [row] = await tx
    .insert(cards)
    .values({
      userId,
      token: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      holder: card.holder,
      isDefault,
      createdAt: options.now,
      deletedAt: options.listed ? null : options.now,
    })
    .returning();
  if (!row) throw new Error('card insert returned nothing');
  return row;
}

/** A card paying for a live plan cannot go: the user must switch the plan's method first. */
export async function deleteCard(
  tx: DbOrTx,
  userId: number,
  cardId: number,
  now: Date,
): Promise<void> {
  // A pay choosing this card waits, or is waited for: the in-use check below stays true.
  await lockUser(tx, userId);
  const card = await findUsableCard(tx, userId, cardId);
  const [inUse] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.cardId, cardId), inArray(subscriptions.status, [...UNFINISHED])))
    .limit(1);
  if (inUse) {
    throw new ApiError(
      409,
      ERROR.cardInUse,
      'This card pays for an active plan. Switch the payment method first.',
      {
        orderId: inUse.id,
      },
    );
  }
  await tx.update(cards).set({ deletedAt: now, isDefault: false }).where(eq(cards.id, card.id));
  if (card.isDefault) {
    const [next] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.userId, userId), isNull(cards.deletedAt)))
      .orderBy(asc(cards.id))
      .limit(1);
    if (next) await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, next.id));
  }
}
