import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ScheduledRedemption } from '../../api/contract/promotion';
import type { redeemScheduleMachine } from '../../machines/redeemScheduleMachine';
import type { redemptionMachine } from '../../machines/redemptionMachine';
import type { BoundMachine } from '../common/boundMachine';
import { type Column, DataTable } from '../common/DataTable';
import { DateText } from '../common/DateText';
import { LoadFailed, Loading } from '../common/LoadStates';
import { Money } from '../common/Money';
import { useProductName } from '../common/useProductName';
import { DeleteRedemption } from './DeleteRedemption';
import { noticeLine } from './promotion.css';

type Row = { row: ScheduledRedemption; ref: ActorRefFrom<typeof redemptionMachine> };

const ROW_STATES: Record<string, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  applied: msg`Applied`,
  superseded: msg`Replaced by a later code`,
  deleted: msg`Deleted`,
  lost: msg`Lost with an upgrade`,
};

/** Redeem Schedule: each code redeemed on a plan, when it applies and what it takes off. */
export function RedeemSchedule({
  schedule,
}: {
  schedule: BoundMachine<typeof redeemScheduleMachine>;
}) {
  const [state, send] = useMachine(schedule.machine, schedule.options);
  const { rows, rowRefs, deleted } = state.context;
  const firstRead = state.matches('loading') && rows.length === 0;
  return (
    <>
      <DeletedLine deleted={deleted} />
      {firstRead ? (
        <Loading>
          <Trans>Loading your redeem schedule…</Trans>
        </Loading>
      ) : null}
      {state.matches('failed') ? (
        <LoadFailed
          title={<Trans>Your redeem schedule could not be loaded</Trans>}
          onRetry={() => send({ type: 'schedule.retry' })}
        />
      ) : null}
      {firstRead || state.matches('failed') ? null : (
        <div aria-busy={state.hasTag('busy')}>
          <ScheduleTable rows={rows.map((row, i) => ({ row, ref: rowRefs[i]! }))} />
        </div>
      )}
    </>
  );
}

function ScheduleTable({ rows }: { rows: Row[] }) {
  const { t } = useLingui();
  const productName = useProductName();
  const columns: Column<Row>[] = [
    {
      key: 'product',
      header: t`Product`,
      rowHeader: true,
      cell: ({ row }) => productName(row.productCode, row.productName),
    },
    { key: 'code', header: t`Promo code`, cell: ({ row }) => row.promoCode },
    {
      key: 'date',
      header: t`Billing date`,
      numeric: true,
      cell: ({ row }) => <DateText iso={row.billingDate} />,
    },
    {
      key: 'amount',
      header: t`Discount amount`,
      numeric: true,
      cell: ({ row }) => <Money minor={row.discountAmount} currency={row.currency} />,
    },
    { key: 'days', header: t`Free days`, numeric: true, cell: ({ row }) => row.freeDays },
    { key: 'state', header: t`Status`, cell: ({ row }) => <RowState row={row} /> },
    { key: 'actions', header: t`Actions`, cell: ({ ref }) => <DeleteRedemption rowRef={ref} /> },
  ];
  return (
    <DataTable
      caption={t`Codes redeemed on your plans`}
      columns={columns}
      rows={rows}
      rowKey={({ row }) => row.id}
      empty={<Trans>No codes are redeemed on your plans.</Trans>}
    />
  );
}

function RowState({ row }: { row: ScheduledRedemption }) {
  const { t } = useLingui();
  const name = t(ROW_STATES[row.status] ?? msg`Unknown`);
  if (row.status !== 'scheduled') return name;
  return row.effective ? (
    <Trans>Scheduled: in effect</Trans>
  ) : (
    <Trans>Scheduled: not in effect, a later code applies</Trans>
  );
}

function DeletedLine({ deleted }: { deleted: ScheduledRedemption | null }) {
  const code = deleted?.promoCode;
  const product = useProductName()(deleted?.productCode ?? '', deleted?.productName);
  return (
    <div role="status" className={noticeLine}>
      {deleted ? (
        <p>
          <Trans>
            {code} is no longer scheduled on {product}. The code is unused again.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
