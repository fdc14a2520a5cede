import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import {
  dummyPasswordHash,
  hashPassword,
  randomToken,
  sha256,
  verifyPassword,
} from '../lib/crypto';
import { err, ok, type Result } from '../lib/result';

export const SESSION_DAYS = 30;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function newReferralCode(): string {
  // Unambiguous alphabet: no 0/O or 1/I, since people read these links aloud.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export type SignUpError = 'email_invalid' | 'password_too_short' | 'email_taken';

export async function signUp(
  db: DbOrTx,
  clock: Clock,
  input: { email: string; password: string; referredBy?: number | null },
): Promise<Result<{ id: number; email: string }, SignUpError>> {
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email) || email.length > 254) return err('email_invalid');
  if (input.password.length < 8 || input.password.length > 200) return err('password_too_short');
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      referralCode: newReferralCode(),
      referredBy: input.referredBy ?? null,
      createdAt: clock.now(),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  return row ? ok(row) : err('email_taken');
}

export async function authenticate(
  db: DbOrTx,
  email: string,
  password: string,
): Promise<{ id: number; email: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  // Hash even for unknown emails so response time does not reveal which accounts exist.
  const valid = await verifyPassword(
    password.slice(0, 200),
    user?.passwordHash ?? (await dummyPasswordHash()),
  );
  return user && valid ? { id: user.id, email: user.email } : null;
}

export async function createSession(db: DbOrTx, wallClock: Clock, userId: number): Promise<string> {
  const token = randomToken();
  const now = wallClock.now();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** The id of the user whose referral code this is (codes are stored upper-case), or null. */
export async function findReferrerId(db: DbOrTx, referralCode: string): Promise<number | null> {
  if (!referralCode) return null;
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, referralCode.toUpperCase()))
    .limit(1);
  return referrer?.id ?? null;
}

/** Saves the user's interface language; null clears it. */
export async function saveLanguage(
  db: DbOrTx,
  userId: number,
  language: string | null,
): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** Which of these emails have an account (the sign-in page lists demo accounts only when seeded). */
export async function existingEmails(db: DbOrTx, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Set(rows.map((row) => row.email));
}
