import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  type CatalogContext,
  couponForCheckout,
  type OfferKind,
} from '../../machines/catalogMachine';
import { small } from './offerSelection.css';
import { productNameOf } from './planName';

/** Why the chosen product cannot be bought, or what an upgrade means. */
export function OfferExplanation({ offer, id }: { offer: OfferKind | null; id: string }) {
  const { i18n } = useLingui();
  if (!offer || offer.kind === 'new') return null;
  if (offer.kind === 'upgrade') {
    const from = productNameOf(i18n, offer.from.productCode, offer.from.productName);
    return (
      <p className={small} id={id}>
        <Trans>
          Upgrade from {from}. The upgrade keeps your current billing cycle, and any discount on
          your current order is lost after you confirm.
        </Trans>
      </p>
    );
  }
  const plan = offer.plan;
  const current = plan ? productNameOf(i18n, plan.productCode, plan.productName) : '';
  return (
    <p className={small} id={id} role="note">
      {offer.kind === 'owned' && <Trans>You already have {current}.</Trans>}
      {offer.kind === 'included' && <Trans>This product is included in your {current} plan.</Trans>}
      {offer.kind === 'highest' && (
        <Trans>
          You already have the highest permission ({current}), so there is nothing to upgrade to.
        </Trans>
      )}{' '}
      <Link to="/personalcentre/myplans">
        <Trans>Manage your plans</Trans>
      </Link>
    </p>
  );
}

/** Whether a promotion or coupon will go to checkout, announced as it changes. */
export function OfferStatus({
  context,
  checking,
  failed,
  blocked,
}: {
  context: CatalogContext;
  checking: boolean;
  failed: boolean;
  blocked: boolean;
}) {
  const { i18n } = useLingui();
  const { couponList, currency, isUpgrade, productCode } = context;
  const applied = couponForCheckout(context);
  const coupon = applied?.coupon;
  const count = couponList.length;
  // Which codes, so the buyer knows what to type at checkout.
  const codes = new Intl.ListFormat(i18n.locales ?? i18n.locale).format(
    couponList.map((c) => c.code),
  );
  let text: ReactNode = null;
  if (!productCode || isUpgrade || blocked) text = null;
  else if (checking) text = <Trans>Checking for offers…</Trans>;
  else if (failed) text = <Trans>Offers could not be checked. You can still continue.</Trans>;
  else if (applied?.origin === 'promotion')
    text = <Trans>Promotion: the code {coupon} will be applied at checkout.</Trans>;
  else if (applied) text = <Trans>Your promo code {coupon} will be applied at checkout.</Trans>;
  else if (count > 0)
    text = (
      <Plural
        value={count}
        one={`You have # promo code for ${currency} that you can apply at checkout: ${codes}.`}
        other={`You have # promo codes for ${currency} that you can apply at checkout: ${codes}.`}
      />
    );
  return (
    <p className={small} role="status">
      {text}
    </p>
  );
}

export function CurrencyLockNote({
  lock,
  id,
}: {
  lock: NonNullable<CatalogContext['account']>['currencyLock'];
  id: string;
}) {
  if (!lock) return null;
  const currency = lock.currency;
  return (
    <p className={small} id={id}>
      {lock.reason === 'unfinished_subscription' ? (
        <Trans>
          Your currency is {currency}: you have a subscription that has not finished, and a new
          order must use the same currency.
        </Trans>
      ) : (
        <Trans>Your currency is {currency}, fixed by your payment history.</Trans>
      )}
    </p>
  );
}

export function NewSubscriberNote({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p className={small}>
      <Trans>Free trials and first-month discounts are for new subscribers only.</Trans>
    </p>
  );
}
