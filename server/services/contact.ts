import { eq } from 'drizzle-orm';
import type { ContactInput } from '../../src/api/contract/contact';
import type { DbOrTx } from '../db/client';
import { contacts } from '../db/schema';

/** The user's saved billing contact, or null when there is none. */
export async function findContact(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(contacts).where(eq(contacts.userId, userId));
  return row
    ? {
        firstName: row.firstName,
        lastName: row.lastName,
        billingEmail: row.billingEmail,
        phone: row.phone,
        saveAsContact: row.saveAsContact,
      }
    : null;
}

/** Creates or replaces the user's billing contact. */
export async function saveContact(
  db: DbOrTx,
  userId: number,
  fields: ContactInput,
  now: Date,
): Promise<void> {
  const values = { ...fields, updatedAt: now };
  await db
    .insert(contacts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: contacts.userId, set: values });
}
