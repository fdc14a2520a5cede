import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Currency } from '../../api/contract/common';
import type { Plan, ProductCode } from '../../api/contract/products';
import type { SubscriptionTime } from '../../api/contract/wire';
import { type OfferKind, priceOf } from '../../machines/catalogMachine';
import { ProductName } from '../common/plan/ProductName';
import { marketName, PER_CYCLE, PRODUCT_NAMES, platformName } from '../common/plan/planLabels';
import { useMoney } from '../common/plan/useMoney';
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
  const name = useId();
  return (
    <fieldset className={productGroup}>
      <legend className={groupLegend}>
        <Trans>Product</Trans>
      </legend>
      <div className={productList}>
        {plans.map((plan) => (
          <ProductOption
            key={plan.productCode}
            plan={plan}
            checked={plan.productCode === value}
            group={name}
            cycle={cycle}
            currency={currency}
            offer={offerFor(plan.productCode)}
            onChange={onChange}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The whole card selects the product, but the radio is named by the product (and its tag) alone;
 * what it includes and its price are its description, so the names stay short to hear and find.
 */
function ProductOption({
  plan,
  checked,
  group,
  cycle,
  currency,
  offer,
  onChange,
}: {
  plan: Plan;
  checked: boolean;
  group: string;
  cycle: SubscriptionTime;
  currency: Currency | null;
  offer: OfferKind;
  onChange: (productCode: ProductCode) => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const id = useId();
  const price = priceOf(plan, cycle, currency);
  const label = (text: ReturnType<typeof marketName>) =>
    typeof text === 'string' ? text : t(text);
  return (
    <label className={productOption}>
      <input
        type="radio"
        className={radio}
        name={group}
        value={plan.productCode}
        checked={checked}
        onChange={() => onChange(plan.productCode)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-detail ${id}-price`}
      />
      <span className={optionText}>
        <span className={optionName} id={`${id}-name`}>
          <ProductName name={t(PRODUCT_NAMES[plan.productCode])} /> <OfferTag offer={offer} />
        </span>
        <span className={optionDetail} id={`${id}-detail`}>
          {[
            ...plan.markets.map((m) => label(marketName(m))),
            plan.platforms.map((p) => label(platformName(p))).join(' + '),
          ].join(' · ')}
        </span>
      </span>
      <span className={optionPrice} id={`${id}-price`}>
        {price ? `${money(price.amount, price.currency)} ${t(PER_CYCLE[cycle])}` : '—'}
      </span>
    </label>
  );
}
