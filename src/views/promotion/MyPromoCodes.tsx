import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { CODE_FILTERS, type CodeFilter, codesToShow } from '../../machines/promoCodeRules';
import type { promoCodesMachine } from '../../machines/promoCodesMachine';
import type { BoundMachine } from '../common/boundMachine';
import { LoadFailed, Loading } from '../common/LoadStates';
import { SegmentedChoice } from '../common/plan/SegmentedChoice';
import { CodeItem, STATUS_NAMES } from './CodeItem';
import { codeList, muted, toolbar } from './promotion.css';
import { RedeemDialog } from './RedeemDialog';
import { RedeemedLine } from './RedeemedLine';

/** My Promo Codes: every code, filterable by state; unused ones can be used or redeemed. */
export function MyPromoCodes({
  promoCodes,
}: {
  promoCodes: BoundMachine<typeof promoCodesMachine>;
}) {
  const { t } = useLingui();
  const [state, send] = useMachine(promoCodes.machine, promoCodes.options);
  // "How long is left" counts from when the page was opened; it does not tick.
  const [now] = useState(() => new Date());
  const { coupons, currency, plans, filter, redeemed } = state.context;
  const firstRead = state.matches('loading') && coupons.length === 0;
  const shown = codesToShow(state.context);
  const filterNames: Record<CodeFilter, string> = {
    all: t`All`,
    unused: t(STATUS_NAMES.unused),
    redeemed: t(STATUS_NAMES.redeemed),
    expired: t(STATUS_NAMES.expired),
  };
  return (
    <>
      <RedeemedLine redeemed={redeemed} />
      {firstRead ? (
        <Loading>
          <Trans>Loading your promo codes…</Trans>
        </Loading>
      ) : null}
      {state.matches('failed') ? (
        <LoadFailed
          title={<Trans>Your promo codes could not be loaded</Trans>}
          onRetry={() => send({ type: 'codes.retry' })}
        />
      ) : null}
      {firstRead || state.matches('failed') ? null : (
        <>
          {coupons.length > 0 ? (
            <div className={toolbar}>
              <SegmentedChoice
                legend={<Trans>Show codes</Trans>}
                options={CODE_FILTERS.map((value) => ({
                  value,
                  label: `${filterNames[value]} (${coupons.filter((c) => value === 'all' || c.status === value).length})`,
                }))}
                value={filter}
                onChange={(next) => send({ type: 'codes.filter', filter: next })}
              />
            </div>
          ) : null}
          {shown.length === 0 ? (
            <p className={muted}>
              {coupons.length === 0 ? (
                <Trans>You have no promo codes yet.</Trans>
              ) : (
                <Trans>No codes in this state.</Trans>
              )}
            </p>
          ) : (
            <ul className={codeList} aria-label={t`Promo codes`} aria-busy={state.hasTag('busy')}>
              {shown.map((coupon) => (
                <CodeItem
                  key={coupon.code}
                  coupon={coupon}
                  currency={currency}
                  plans={plans}
                  now={now}
                  busy={!state.can({ type: 'code.redeem', code: coupon.code })}
                  onRedeem={(code) => send({ type: 'code.redeem', code })}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <RedeemDialog redeem={state.children.redeem} />
    </>
  );
}
