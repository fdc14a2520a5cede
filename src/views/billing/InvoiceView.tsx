import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import type { Invoice, InvoiceLine } from '../../api/contract/billing';
import type { ProductCode } from '../../api/contract/products';
import type { invoiceMachine } from '../../machines/invoiceMachine';
import type { BoundMachine } from '../common/boundMachine';
import { DateText } from '../common/DateText';
import { LoadFailed, Loading, NotInAccount } from '../common/LoadStates';
import { Money } from '../common/Money';
import { Page } from '../common/Page';
import { CYCLE_NAMES, PRODUCT_NAMES } from '../common/plan/planLabels';
import { tapTarget } from '../common/text.css';
import { useAppLocale } from '../common/useAppLocale';
import { button } from '../layout/layout.css';
import {
  actions,
  amount,
  facts,
  grandTotal,
  lines,
  linesCaption,
  screenOnly,
  sectionTitle,
  seller,
  sheet,
  top,
  totals,
} from './invoice.css';
import './invoicePage.css';

export interface InvoiceViewProps {
  invoiceId: number;
  invoice: BoundMachine<typeof invoiceMachine>;
}

/** A line of the invoice in the reader's language; older invoices only have the English words. */
function LineText({ line }: { line: InvoiceLine }) {
  const { t } = useLingui();
  const label = line.label;
  if (!label) return line.description;
  switch (label.kind) {
    case 'plan':
    case 'upgrade':
    case 'trial':
    case 'freeDays': {
      const code = label.productCode;
      const product = code in PRODUCT_NAMES ? t(PRODUCT_NAMES[code as ProductCode]) : code;
      const cycle = t(CYCLE_NAMES[label.cycle]);
      if (!('days' in label)) {
        return label.kind === 'plan' ? t`${product}, ${cycle}` : t`Upgrade to ${product}, ${cycle}`;
      }
      const { days } = label;
      return label.kind === 'trial'
        ? t`${product}, ${cycle}: free trial of ${plural(days, { one: '# day', other: '# days' })}`
        : t`${product}, ${cycle}: ${plural(days, { one: '# free day', other: '# free days' })}`;
    }
    case 'firstMonthDiscount': {
      const percent = label.percent;
      return t`First-month discount ${percent}%`;
    }
    case 'coupon': {
      const code = label.code;
      return t`Promo code ${code}`;
    }
    case 'credit':
      return t`Credit for the unused part of the previous plan`;
  }
}

function Lines({
  title,
  rows,
  invoice,
  empty,
}: {
  title: ReactNode;
  rows: InvoiceLine[];
  invoice: Invoice;
  empty: ReactNode;
}) {
  return (
    <table className={lines}>
      <caption className={linesCaption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Description</Trans>
          </th>
          <th scope="col" className={amount}>
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>{empty}</td>
          </tr>
        ) : (
          rows.map((line, index) => (
            // Lines have no id of their own and never move within an issued invoice.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td>
                <LineText line={line} />
              </td>
              <td className={amount}>
                <Money minor={line.amount} currency={invoice.currency} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** The invoice itself: what is printed. */
function Sheet({ invoice }: { invoice: Invoice }) {
  const { buyer, number } = invoice;
  return (
    <article className={sheet} aria-labelledby="invoice-number">
      <div className={top}>
        <div>
          <p className={seller}>
            <Trans>Stock Research</Trans>
          </p>
          <p id="invoice-number">
            <Trans>Invoice {number}</Trans>
          </p>
        </div>
        <dl className={facts}>
          <dt>
            <Trans>Issued</Trans>
          </dt>
          <dd>
            <DateText iso={invoice.issuedAt} />
          </dd>
          <dt>
            <Trans>Billing from</Trans>
          </dt>
          <dd>
            <DateText iso={invoice.billingFrom} />
          </dd>
          <dt>
            <Trans>Billing to</Trans>
          </dt>
          <dd>
            <DateText iso={invoice.billingTo} />
          </dd>
          <dt>
            <Trans>Expiry date</Trans>
          </dt>
          <dd>
            <DateText iso={invoice.expiryDate} />
          </dd>
        </dl>
      </div>
      <h2 className={sectionTitle}>
        <Trans>Billed to</Trans>
      </h2>
      <dl className={facts}>
        {buyer.name ? (
          <>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{buyer.name}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Billing email</Trans>
        </dt>
        <dd>{buyer.email}</dd>
        {buyer.phone ? (
          <>
            <dt>
              <Trans>Phone number</Trans>
            </dt>
            <dd>{buyer.phone}</dd>
          </>
        ) : null}
      </dl>
      <Lines
        title={<Trans>Items</Trans>}
        rows={invoice.items}
        invoice={invoice}
        empty={<Trans>No items.</Trans>}
      />
      <Lines
        title={<Trans>Adjustment fees</Trans>}
        rows={invoice.adjustments}
        invoice={invoice}
        empty={<Trans>No adjustments.</Trans>}
      />
      <dl className={totals}>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>
          <Money minor={invoice.subtotal} currency={invoice.currency} />
        </dd>
        <dt>
          <Trans>Tax</Trans>
        </dt>
        <dd>
          <Money minor={invoice.tax} currency={invoice.currency} />
        </dd>
        <dt className={grandTotal}>
          <Trans>Total</Trans>
        </dt>
        <dd className={grandTotal}>
          <Money minor={invoice.total} currency={invoice.currency} />
        </dd>
      </dl>
    </article>
  );
}

function BackLink({ orderId }: { orderId: number | null }) {
  return orderId ? (
    <Link
      to="/personalcentre/myplans/billing/$id"
      params={{ id: String(orderId) }}
      className={tapTarget}
    >
      <Trans>Back to billing history</Trans>
    </Link>
  ) : (
    <Link to="/personalcentre/myplans" className={tapTarget}>
      <Trans>Back to My Plan</Trans>
    </Link>
  );
}

/** The invoice view (spec §2, §3): one invoice, in the reader's language, to read or print. */
export function InvoiceView({ invoiceId, invoice }: InvoiceViewProps) {
  const lang = useAppLocale();
  const [state, send] = useMachine(invoice.machine, {
    input: { invoiceId, lang },
    ...invoice.options,
  });
  const busy = state.hasTag('busy');
  const shown = state.context.invoice;
  return (
    <Page title={<Trans>Invoice</Trans>}>
      <div className={`${actions} ${screenOnly}`}>
        <BackLink orderId={shown?.orderId ?? null} />
        {state.matches('shown') ? (
          <button type="button" className={button} onClick={() => send({ type: 'invoice.print' })}>
            <Trans>Print / Save as PDF</Trans>
          </button>
        ) : null}
      </div>
      <div aria-busy={busy}>
        {busy ? (
          <Loading>
            <Trans>Loading the invoice…</Trans>
          </Loading>
        ) : null}
        {state.matches('failed') ? (
          <LoadFailed
            title={<Trans>The invoice could not be loaded</Trans>}
            onRetry={() => send({ type: 'invoice.retry' })}
          />
        ) : null}
        {state.matches('notFound') ? (
          <NotInAccount title={<Trans>This invoice is not in your account</Trans>}>
            <Trans>It cannot be shown. Your plans and their billing history are in My Plan.</Trans>
          </NotInAccount>
        ) : null}
        {shown && state.matches('shown') ? <Sheet invoice={shown} /> : null}
      </div>
    </Page>
  );
}
