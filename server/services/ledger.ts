import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { billingRecords, contacts, type InvoiceBuyer, invoices, users } from '../db/schema';
import type { Line } from '../domain/invoiceLines';

export type { Line };

export interface LedgerEntry {
  subscriptionId: number;
  userId: number;
  kind: 'initial' | 'trial' | 'renewal' | 'upgrade' | 'resubscribe' | 'free_days';
  billedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  productCode: string;
  paymentMethod: string;
  currency: string;
  items: Line[];
  adjustments: Line[];
  status: 'paid' | 'failed' | 'free';
  errorCode?: string | null;
  gatewayChargeId?: string | null;
  attempt?: number;
  /** Who the invoice is made out to; default: the saved billing contact (see buyerOf). */
  buyer?: InvoiceBuyer;
}

function totals(items: Line[], adjustments: Line[]) {
  const gross = items.reduce((sum, l) => sum + l.amount, 0);
  const subtotal = Math.max(0, gross + adjustments.reduce((sum, l) => sum + l.amount, 0));
  // Prices are tax-inclusive; the invoice still shows the tax line the spec lists.
  const tax = 0;
  return { gross, subtotal, tax, total: subtotal + tax };
}

export function cardLabel(card: { brand: string; last4: string } | null | undefined): string {
  return card ? `${card.brand} •••• ${card.last4}` : 'None';
}

const ymd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Who an invoice is made out to: the saved billing contact as it is now (an invoice keeps it, so
 * a later change of contact does not rewrite invoices already issued), else the account's e-mail.
 */
export function contactBuyer(contact: {
  firstName: string;
  lastName: string;
  billingEmail: string;
  phone: string;
}): InvoiceBuyer {
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return { name: name || null, email: contact.billingEmail, phone: contact.phone || null };
}

/** The buyer from the saved contact, if any, and the account's e-mail. */
export function savedBuyer(
  contact: typeof contacts.$inferSelect | null | undefined,
  accountEmail: string,
): InvoiceBuyer {
  if (!contact) return { name: null, email: accountEmail, phone: null };
  return contactBuyer({ ...contact, billingEmail: contact.billingEmail || accountEmail });
}

async function buyerOf(tx: DbOrTx, userId: number): Promise<InvoiceBuyer> {
  const [row] = await tx
    .select({ email: users.email, contact: contacts })
    .from(users)
    .leftJoin(contacts, eq(contacts.userId, users.id))
    .where(eq(users.id, userId));
  return savedBuyer(row?.contact, row?.email ?? '');
}

/**
 * One line of billing history and, unless the charge failed, its invoice: one statement (the
 * invoice is written in a WITH clause), as it runs in every payment. Call inside a tx.
 */
export async function recordBilling(tx: DbOrTx, entry: LedgerEntry) {
  const { gross, subtotal, tax, total } = totals(entry.items, entry.adjustments);
  const attempt = entry.attempt ?? 0;
  const record = {
    subscriptionId: entry.subscriptionId,
    userId: entry.userId,
    kind: entry.kind,
    billedAt: entry.billedAt,
    periodStart: entry.periodStart,
    periodEnd: entry.periodEnd,
    productCode: entry.productCode,
    paymentMethod: entry.paymentMethod,
    currency: entry.currency,
    amount: gross,
    amountPaid: entry.status === 'paid' ? total : 0,
    status: entry.status,
    errorCode: entry.errorCode ?? null,
    gatewayChargeId: entry.gatewayChargeId ?? null,
    attempt,
  };
  const returning = { id: billingRecords.id, invoiceId: billingRecords.invoiceId };
  if (entry.status === 'failed') {
    const [row] = await tx
      .insert(billingRecords)
      .values({ ...record, invoiceId: null })
      .returning(returning);
    return { billingRecordId: row?.id ?? 0, invoiceId: null, total };
  }
  const invoice = tx.$with('invoice').as(
    tx
      .insert(invoices)
      .values({
        userId: entry.userId,
        number: `INV-${entry.subscriptionId}-${ymd(entry.periodStart)}-${entry.kind.slice(0, 2).toUpperCase()}${attempt}`,
        billingFrom: entry.periodStart,
        billingTo: entry.periodEnd,
        items: entry.items,
        adjustments: entry.adjustments,
        subtotal,
        tax,
        total,
        currency: entry.currency,
        expiryDate: entry.periodEnd,
        createdAt: entry.billedAt,
        buyer: entry.buyer ?? (await buyerOf(tx, entry.userId)),
      })
      .returning({ id: invoices.id }),
  );
  const [row] = await tx
    .with(invoice)
    .insert(billingRecords)
    .values({ ...record, invoiceId: sql`(select ${invoice.id} from ${invoice})` })
    .returning(returning);
  return { billingRecordId: row?.id ?? 0, invoiceId: row?.invoiceId ?? null, total };
}
