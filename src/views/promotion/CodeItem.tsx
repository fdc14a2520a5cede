import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import type { Currency } from '../../api/contract/common';
import type { Coupon, CouponStatus } from '../../api/contract/promotion';
import { daysLeft, redeemable, usableAtCheckout } from '../../machines/promoCodeRules';
import type { WalletPlan } from '../../machines/promoCodesMachine';
import { DateText } from '../common/DateText';
import { primary, secondary } from '../common/form/form.css';
import { CodeValue } from './CodeValue';
import { actions, badge, codeHead, codeItem, codeTitle, facts, muted } from './promotion.css';
import { RedeemButton } from './RedeemButton';

export const STATUS_NAMES: Record<CouponStatus, MessageDescriptor> = {
  unused: msg`Unused`,
  redeemed: msg`Redeemed`,
  expired: msg`Expired`,
};

// Codes that expire within this many days say how long is left.
const SOON = 30;

export interface CodeItemProps {
  coupon: Coupon;
  currency: Currency;
  plans: readonly WalletPlan[];
  now: Date;
  /** Another code's dialog is open: no second one. */
  busy: boolean;
  onRedeem: (code: string) => void;
}

/** One promo code: its dates, what it is worth, its state, and how it can be used now. */
export function CodeItem({ coupon, currency, plans, now, busy, onRedeem }: CodeItemProps) {
  const { t } = useLingui();
  const left = coupon.status === 'unused' ? daysLeft(coupon, now) : null;
  const code = coupon.code;
  return (
    <li className={codeItem} aria-label={coupon.code}>
      <div className={codeHead}>
        <h3 className={codeTitle}>{coupon.code}</h3>
        <span className={badge}>{t(STATUS_NAMES[coupon.status])}</span>
      </div>
      <div>
        <CodeValue coupon={coupon} currency={currency} plans={plans} />
      </div>
      <dl className={facts}>
        <dt>
          <Trans>Created</Trans>
        </dt>
        <dd>
          <DateText iso={coupon.createDate} />
        </dd>
        <dt>
          <Trans>Expires</Trans>
        </dt>
        <dd>
          {coupon.expireDate ? <DateText iso={coupon.expireDate} /> : <Trans>Never</Trans>}
          {left !== null && left <= SOON ? (
            <>
              {' '}
              <strong>
                {left === 0 ? (
                  <Trans>(last day)</Trans>
                ) : (
                  <Plural value={left} one="(# day left)" other="(# days left)" />
                )}
              </strong>
            </>
          ) : null}
        </dd>
      </dl>
      <UsageNote coupon={coupon} />
      {coupon.status === 'unused' ? (
        <div className={actions}>
          {usableAtCheckout(coupon) ? (
            <Link
              to="/products/offerselection"
              search={{ coupon: coupon.code, origin: 'promocode' }}
              className={redeemable(coupon) ? secondary : primary}
              // The name starts with the visible words (WCAG 2.5.3), then says which code.
              aria-label={t`Use at checkout: ${code}`}
            >
              <Trans>Use at checkout</Trans>
            </Link>
          ) : null}
          {redeemable(coupon) ? (
            <RedeemButton code={code} busy={busy} main onRedeem={onRedeem} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function UsageNote({ coupon }: { coupon: Coupon }) {
  // Keys sit on the wrapping Fragment: the Trans macro does not carry a key of its own through.
  const notes: { key: string; text: ReactNode }[] = [];
  if (coupon.newUserOnly)
    notes.push({ key: 'new', text: <Trans>For new subscribers only.</Trans> });
  if (coupon.usage === 'checkout')
    notes.push({ key: 'checkout', text: <Trans>For a new order at checkout.</Trans> });
  if (coupon.usage === 'redeem')
    notes.push({
      key: 'redeem',
      text: <Trans>Redeemed on a plan you have: it applies at its next billing date.</Trans>,
    });
  if (notes.length === 0) return null;
  return (
    <p className={muted}>
      {notes.map((note, i) => (
        <Fragment key={note.key}>
          {i > 0 ? ' ' : null}
          {note.text}
        </Fragment>
      ))}
    </p>
  );
}
