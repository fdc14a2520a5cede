import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { BillingRecord, BillingStatus } from '../../api/contract/billing';
import {
  BILLING_PAGE_SIZE,
  type billingHistoryMachine,
} from '../../machines/billingHistoryMachine';
import type { planActivityMachine } from '../../machines/planActivityMachine';
import type { BillingView } from '../../state/search/billingSearch';
import { alert } from '../common/alert.css';
import type { BoundMachine } from '../common/boundMachine';
import { type Column, DataTable } from '../common/DataTable';
import { DateText } from '../common/DateText';
import { LoadFailed, Loading, NotInAccount } from '../common/LoadStates';
import { Money } from '../common/Money';
import { Page } from '../common/Page';
import { type TabItem, Tabs } from '../common/Tabs';
import { tapTarget } from '../common/text.css';
import { useAppLocale } from '../common/useAppLocale';
import { button } from '../layout/layout.css';
import { intro, more, refused, rowAnchor } from './billing.css';
import { PlanActivity } from './PlanActivity';

export interface BillingHistoryViewProps {
  orderId: number;
  /** Which of the plan's two records is shown: its charges or its activity. */
  view: BillingView;
  onSelectView: (view: BillingView) => void;
  billingHistory: BoundMachine<typeof billingHistoryMachine>;
  planActivity: BoundMachine<typeof planActivityMachine>;
}

const STATUS: Record<Exclude<BillingStatus, 'failed'>, MessageDescriptor> = {
  paid: msg`Paid`,
  free: msg`Free`,
};

const rowAnchorId = (record: BillingRecord) => `charge-${record.id}`;

function Status({ record }: { record: BillingRecord }) {
  const { t } = useLingui();
  if (record.status !== 'failed') return t(STATUS[record.status]);
  const code = record.errorCode ?? '—';
  return (
    <span className={refused}>
      <Trans>Payment failed (Error Code {code})</Trans>
    </span>
  );
}

/** The invoice attachment (spec §3): a link to the invoice view; a refused charge has none. */
function InvoiceLink({ record }: { record: BillingRecord }) {
  const { t } = useLingui();
  const { invoiceId, invoiceNumber: number } = record;
  if (!invoiceId || !number) return t`No invoice`;
  return (
    <Link
      to="/personalcentre/myplans/invoice/$invoiceId"
      params={{ invoiceId: String(invoiceId) }}
      aria-label={t`Invoice ${number}`}
      className={tapTarget}
    >
      {number}
    </Link>
  );
}

function useColumns(): Column<BillingRecord>[] {
  const { t } = useLingui();
  return [
    {
      key: 'date',
      header: t`Date`,
      rowHeader: true,
      cell: (r) => (
        <span id={rowAnchorId(r)} tabIndex={-1} className={rowAnchor}>
          <DateText iso={r.date} />
        </span>
      ),
    },
    { key: 'product', header: t`Product`, cell: (r) => r.productName },
    {
      key: 'method',
      header: t`Payment method`,
      cell: (r) => {
        if (!r.paymentMethod) return '—';
        const { brand, last4 } = r.paymentMethod;
        return t`${brand} ending in ${last4}`;
      },
    },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (r) => <Money minor={r.amount} currency={r.currency} />,
    },
    {
      key: 'paid',
      header: t`Amount paid`,
      numeric: true,
      cell: (r) => <Money minor={r.amountPaid} currency={r.currency} />,
    },
    { key: 'status', header: t`Status`, cell: (r) => <Status record={r} /> },
    {
      key: 'invoice',
      header: t`Invoice`,
      cell: (r) => <InvoiceLink record={r} />,
    },
  ];
}

/**
 * After "Show more", reading goes on at the first older charge: focus moves to its date, so a
 * keyboard or screen-reader user does not start again from the top or lose their place.
 */
function useFocusOnNewRows(records: readonly BillingRecord[]) {
  const shown = useRef(records.length);
  useEffect(() => {
    const before = shown.current;
    shown.current = records.length;
    const first = records[before];
    if (before > 0 && first) document.getElementById(rowAnchorId(first))?.focus();
  }, [records]);
}

type Snapshot = SnapshotFrom<typeof billingHistoryMachine>;
type Send = (event: EventFromLogic<typeof billingHistoryMachine>) => void;

/** The charges read so far, how many there are, and the way to older ones. */
function Charges({ state, send }: { state: Snapshot; send: Send }) {
  const { t } = useLingui();
  const { records, total, productName, failureCode } = state.context;
  const columns = useColumns();
  useFocusOnNewRows(records);
  const loadingMore = state.hasTag('loadingMore');
  const shown = records.length;
  const next = Math.min(BILLING_PAGE_SIZE, total - shown);
  return (
    <>
      <p className={intro}>
        <Trans>Every charge of {productName}, newest first.</Trans>
      </p>
      <DataTable
        caption={t`Charges of ${productName}`}
        columns={columns}
        rows={records}
        rowKey={(r) => r.id}
        empty={t`No charges yet.`}
      />
      <div className={more}>
        <p role="status">
          <Trans>
            Showing {shown} of {total} charges
          </Trans>
        </p>
        {shown < total ? (
          <button
            type="button"
            className={button}
            disabled={loadingMore}
            onClick={() => send({ type: 'history.more' })}
          >
            {loadingMore ? (
              <Trans>Loading older charges…</Trans>
            ) : (
              <Trans>Show {next} older charges</Trans>
            )}
          </button>
        ) : null}
      </div>
      {state.matches('moreFailed') ? (
        <p className={alert} role="alert">
          {failureCode ? (
            <Trans>Older charges could not be loaded (Error Code {failureCode}). Try again.</Trans>
          ) : (
            <Trans>Older charges could not be loaded. Check your connection and try again.</Trans>
          )}
        </p>
      ) : null}
    </>
  );
}

/**
 * Billing history of one plan (spec §2, §3): every charge, newest first, a page at a time; and
 * beside it, the plan's activity (every change, newest first).
 */
export function BillingHistoryView(props: BillingHistoryViewProps) {
  const { t } = useLingui();
  const { orderId, view, onSelectView, planActivity } = props;
  const tabs: TabItem<BillingView>[] = [
    { id: 'charges', label: t`Charges` },
    { id: 'activity', label: t`Plan activity` },
  ];
  return (
    <Page title={<Trans>Billing History</Trans>}>
      <p>
        <Link to="/personalcentre/myplans" className={tapTarget}>
          <Trans>Back to My Plan</Trans>
        </Link>
      </p>
      <Tabs label={t`Billing History`} tabs={tabs} selected={view} onSelect={onSelectView}>
        {view === 'activity' ? (
          <PlanActivity orderId={orderId} planActivity={planActivity} />
        ) : (
          <ChargesPanel {...props} />
        )}
      </Tabs>
    </Page>
  );
}

/** The plan's charges, read a page at a time. */
function ChargesPanel({ orderId, billingHistory }: BillingHistoryViewProps) {
  const lang = useAppLocale();
  const [state, send] = useMachine(billingHistory.machine, {
    input: { orderId, lang },
    ...billingHistory.options,
  });
  const busy = state.hasTag('busy');
  const listed =
    state.matches('listed') || state.matches('loadingMore') || state.matches('moreFailed');
  return (
    <div aria-busy={busy || state.hasTag('loadingMore')}>
      {busy ? (
        <Loading>
          <Trans>Loading the billing history…</Trans>
        </Loading>
      ) : null}
      {state.matches('failed') ? (
        <LoadFailed
          title={<Trans>The billing history could not be loaded</Trans>}
          onRetry={() => send({ type: 'history.retry' })}
        />
      ) : null}
      {state.matches('notFound') ? (
        <NotInAccount title={<Trans>This plan is not in your account</Trans>}>
          <Trans>Its billing history cannot be shown. Your plans are listed in My Plan.</Trans>
        </NotInAccount>
      ) : null}
      {listed ? <Charges state={state} send={send} /> : null}
    </div>
  );
}
