import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  couponsFull,
  ownCodeChoices,
  pickableCodes,
  selectAppliedCoupons,
} from '../../machines/checkoutMachine';
import { Field } from '../common/form/Field';
import { useAppLocale } from '../common/useAppLocale';
import { formatMoney } from '../format';
import {
  coupon,
  couponButton,
  couponCode,
  couponForm,
  couponList,
  fieldError,
  hint,
  ownCodeList,
  panel,
  secondary,
} from './checkout.css';
import { COUPON_DRAFT_PROBLEMS, couponError } from './messages';
import { ids, type PartProps } from './types';

/**
 * The buyer's own promo codes for this order's currency, each applied with one click; an applied
 * one stays in its place, marked and disabled. With the most coupons applied, the list says why
 * none can be picked.
 */
function OwnCodes({ state, send }: PartProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const fullId = useId();
  const choices = ownCodeChoices(state.context);
  if (choices.length === 0) return null;
  const pickable = pickableCodes(state.context);
  const { currency } = state.context.order;
  const locked = !state.matches({ payment: 'idle' });
  const full = couponsFull(state.context);
  return (
    <>
      <p id={labelId} className={hint}>
        <Trans>Your promo codes for {currency}:</Trans>
      </p>
      <ul className={ownCodeList} aria-labelledby={labelId}>
        {choices.map(({ code, applied }) => (
          <li key={code}>
            <button
              type="button"
              className={`${secondary} ${couponCode}`}
              aria-label={applied ? t`Promo code ${code} is applied` : t`Apply promo code ${code}`}
              disabled={locked || !pickable.includes(code)}
              aria-describedby={full && !applied ? fullId : undefined}
              onClick={() => send({ type: 'coupon.pick', code })}
            >
              {applied ? `${code} ✓` : code}
            </button>
          </li>
        ))}
      </ul>
      {full ? (
        <p id={fullId} className={hint}>
          {i18n._(COUPON_DRAFT_PROBLEMS.tooMany)}
        </p>
      ) : null}
    </>
  );
}

/**
 * Coupons: type or pick, apply and remove. Whether a code is valid is the server's answer in the preview;
 * invalid ones stay listed with their error code until the buyer removes them.
 */
export function CouponSection({ state, send }: PartProps) {
  const { t, i18n } = useLingui();
  const locale = useAppLocale();
  const headingId = useId();
  const { couponDraft, couponDraftProblem, preview } = state.context;
  const applied = selectAppliedCoupons(state);
  const priced = state.matches({ summary: 'ready' });
  const apply = () => send({ type: 'coupon.apply' });

  return (
    <section className={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Coupons</Trans>
      </h2>
      <div className={couponForm}>
        <Field
          id={ids.couponInput}
          label={t`Coupon code`}
          value={couponDraft}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={couponDraftProblem ? i18n._(COUPON_DRAFT_PROBLEMS[couponDraftProblem]) : undefined}
          onValue={(value) => send({ type: 'coupon.draft', value })}
          // Enter applies the coupon rather than paying.
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className={`${secondary} ${couponButton}`} onClick={apply}>
          <Trans>Apply</Trans>
        </button>
      </div>
      <OwnCodes state={state} send={send} />
      {applied.length > 0 ? (
        <ul className={couponList} id={ids.coupons} tabIndex={-1} aria-label={t`Applied coupons`}>
          {/* biome-ignore lint/complexity/noExcessiveCognitiveComplexity: a coupon row shows valid, invalid and checking states; each is one condition */}
          {applied.map(({ code, invalid, discount }) => (
            <li key={code} className={coupon} data-invalid={invalid ? 'true' : undefined}>
              <span>
                <span className={couponCode}>{code}</span>{' '}
                {invalid ? (
                  <span className={fieldError}>{couponError(i18n, invalid)}</span>
                ) : priced && discount && preview ? (
                  // An older preview's amount would be stale while the order is priced again.
                  <span className={hint}>
                    {discount.freeDays > 0 ? (
                      <Plural value={discount.freeDays} one="# free day" other="# free days" />
                    ) : (
                      `−${formatMoney(discount.amount, preview.currency, locale)}`
                    )}
                    {discount.effective
                      ? ''
                      : ` · ${t`not in effect: only the latest coupon applies`}`}
                  </span>
                ) : !priced ? (
                  <span className={hint}>{t`Checking…`}</span>
                ) : null}
              </span>
              <button
                type="button"
                className={secondary}
                aria-label={t`Remove coupon ${code}`}
                onClick={() => send({ type: 'coupon.remove', code })}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
