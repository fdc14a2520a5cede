import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Currency } from '../../api/contract/common';
import type { Plan, ProductCode } from '../../api/contract/products';
import type { SubscriptionTime } from '../../api/contract/wire';
import { type OfferKind, priceOf } from '../../machines/catalogMachine';
import { marketName, PER_CYCLE, PRODUCT_NAMES, platformName } from '../pricing/planLabels';
import { useMoney } from '../pricing/useMoney';
import {
  groupLegend,
  optionDetail,
  optionName,
  optionPrice,
  optionText,
  productGroup,
  productList,
  productOption,
  radio,
  tag,
} from './offerSelection.css';

export interface ProductChoiceProps {
  plans: readonly Plan[];
  value: ProductCode | null;
  cycle: SubscriptionTime;
  currency: Currency | null;
  /** What each product means for this user (new, upgrade, already theirs…), from the machine. */
  offerFor: (productCode: ProductCode) => OfferKind;
  onChange: (productCode: ProductCode) => void;
}

function OfferTag({ offer }: { offer: OfferKind }) {
  switch (offer.kind) {
    case 'upgrade':
      return (
        <span className={tag}>
          <Trans>Upgrade</Trans>
        </span>
      );
    case 'owned':
      return (
        <span className={tag}>
          <Trans>Your current plan</Trans>
        </span>
      );
    case 'included':
    case 'highest':
      return (
        <span className={tag}>
          <Trans>Included in your plan</Trans>
        </span>
      );
    default:
      return null;
  }
}

/** The five products as one radio group; each shows what it includes and its price. */
export function ProductChoice({
  plans,
  value,
  cycle,
  currency,
  offerFor,
  onChange,
}: ProductChoiceProps) {
  const { t } = useLingui();
  const money = useMoney();
  const name = useId();
  const label = (text: ReturnType<typeof marketName>) =>
    typeof text === 'string' ? text : t(text);
  return (
    <fieldset className={productGroup}>
      <legend className={groupLegend}>
        <Trans>Product</Trans>
      </legend>
      <div className={productList}>
        {plans.map((plan) => {
          const price = priceOf(plan, cycle, currency);
          return (
            <label key={plan.productCode} className={productOption}>
              <input
                type="radio"
                className={radio}
                name={name}
                value={plan.productCode}
                checked={plan.productCode === value}
                onChange={() => onChange(plan.productCode)}
              />
              <span className={optionText}>
                <span className={optionName}>
                  {t(PRODUCT_NAMES[plan.productCode])}
                  <OfferTag offer={offerFor(plan.productCode)} />
                </span>
                <span className={optionDetail}>
                  {[
                    ...plan.markets.map((m) => label(marketName(m))),
                    plan.platforms.map((p) => label(platformName(p))).join(' + '),
                  ].join(' · ')}
                </span>
              </span>
              <span className={optionPrice}>
                {price ? `${money(price.amount, price.currency)} ${t(PER_CYCLE[cycle])}` : '—'}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
