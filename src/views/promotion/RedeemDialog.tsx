import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { RedeemablePlan } from '../../api/contract/promotion';
import { NETWORK_PROBLEM } from '../../api/contract/result';
import { movedBy } from '../../machines/promoCodeRules';
import type { redeemMachine } from '../../machines/redeemMachine';
import { alert, warning } from '../common/alert.css';
import { couponError } from '../common/couponMessages';
import { Dialog } from '../common/Dialog';
import { dialogActions, dialogForm, primary, secondary } from '../common/form/form.css';
import { Money } from '../common/Money';
import { useAppLocale } from '../common/useAppLocale';
import { useProductName } from '../common/useProductName';
import { formatDate } from '../format';
import { muted, planChoice, planChoices } from './promotion.css';

type RedeemRef = ActorRefFrom<typeof redeemMachine>;

/** The redeem dialog of one code: which plan, what it does there, then redeem. */
export function RedeemDialog({ redeem }: { redeem: RedeemRef | undefined }) {
  if (!redeem) return null;
  return <OpenRedeemDialog redeem={redeem} />;
}

function OpenRedeemDialog({ redeem }: { redeem: RedeemRef }) {
  const state = useSelector(redeem, (s) => s);
  const code = state.context.code;
  return (
    <Dialog
      open={state.status === 'active'}
      title={<Trans>Redeem {code} on a plan</Trans>}
      onClose={() => redeem.send({ type: 'dialog.close' })}
    >
      {state.matches('loading') ? (
        <p role="status">
          <Trans>Loading your plans…</Trans>
        </p>
      ) : null}
      {state.matches('failed') ? (
        <div className={alert} role="alert">
          <p>
            <Trans>Your plans could not be loaded. Check your connection and try again.</Trans>
          </p>
          <button
            type="button"
            className={secondary}
            onClick={() => redeem.send({ type: 'redeem.retry' })}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {state.matches('loading') || state.matches('failed') ? null : <Choose redeem={redeem} />}
    </Dialog>
  );
}

function Choose({ redeem }: { redeem: RedeemRef }) {
  const { t } = useLingui();
  const state = useSelector(redeem, (s) => s);
  const { plans, orderId, code } = state.context;
  const busy = state.hasTag('busy');
  return (
    <form
      className={dialogForm}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        redeem.send({ type: 'redeem.confirm' });
      }}
    >
      <p>
        <Trans>Nothing is charged now. The code applies on the plan’s next billing date.</Trans>
      </p>
      {plans.length === 0 ? (
        <p className={muted}>
          <Trans>You have no plan to redeem this code on.</Trans>
        </p>
      ) : (
        <fieldset disabled={busy}>
          <legend>{t`Plan`}</legend>
          <ul className={planChoices}>
            {plans.map((plan) => (
              <PlanOption
                key={plan.orderId}
                plan={plan}
                checked={plan.orderId === orderId}
                onChoose={() => redeem.send({ type: 'plan.choose', orderId: plan.orderId })}
              />
            ))}
          </ul>
        </fieldset>
      )}
      <Replaces redeem={redeem} />
      <Problem redeem={redeem} />
      <div className={dialogActions}>
        {plans.some((plan) => plan.eligible) ? (
          <button type="submit" className={primary} disabled={busy || orderId === null}>
            {busy ? <Trans>Redeeming…</Trans> : <Trans>Redeem {code}</Trans>}
          </button>
        ) : null}
        <button
          type="button"
          className={secondary}
          disabled={busy}
          onClick={() => redeem.send({ type: 'dialog.close' })}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

function PlanOption(props: { plan: RedeemablePlan; checked: boolean; onChoose: () => void }) {
  const { plan, checked, onChoose } = props;
  const { i18n } = useLingui();
  const product = useProductName()(plan.productCode, plan.productName);
  const reason = plan.eligible
    ? null
    : couponError(i18n, { errorCode: plan.errorCode ?? '', message: plan.message ?? '' });
  return (
    <li>
      <label className={planChoice}>
        <input
          type="radio"
          name="redeem-plan"
          checked={checked}
          disabled={!plan.eligible}
          onChange={onChoose}
        />
        <span>
          <strong>{product}</strong>
          <br />
          {reason ? <span className={muted}>{reason}</span> : <Effect plan={plan} />}
        </span>
      </label>
    </li>
  );
}

/** What the code will do on this plan's next billing date. */
function Effect({ plan }: { plan: RedeemablePlan }) {
  const locale = useAppLocale();
  if (!plan.nextPaymentDate) return null;
  const date = formatDate(plan.nextPaymentDate, locale);
  if (plan.freeDays > 0) {
    const moved = formatDate(movedBy(plan.nextPaymentDate, plan.freeDays), locale);
    return (
      <span>
        <Plural value={plan.freeDays} one="# free day" other="# free days" />
        {': '}
        <Trans>
          the charge on {date} moves to {moved}.
        </Trans>
      </span>
    );
  }
  const amount = <Money minor={plan.discountAmount} currency={plan.currency} />;
  return (
    <span>
      <Trans>
        {amount} off the charge on {date}.
      </Trans>
    </span>
  );
}

/** Spec §4: only the latest applied discount of a plan is effective. */
function Replaces({ redeem }: { redeem: RedeemRef }) {
  const { schedule, orderId, code } = useSelector(redeem, (s) => s.context);
  const current = schedule.find(
    (row) => row.orderId === orderId && row.status === 'scheduled' && row.effective,
  );
  if (!current) return null;
  const scheduled = current.promoCode;
  return (
    <p className={warning}>
      <Trans>
        This plan already has {scheduled} scheduled. Only the latest applied discount is effective:{' '}
        {code} will take its place.
      </Trans>
    </p>
  );
}

function Problem({ redeem }: { redeem: RedeemRef }) {
  const { i18n } = useLingui();
  const problem = useSelector(redeem, (s) => s.context.problem);
  if (!problem) return null;
  return (
    <div className={alert} role="alert">
      <p>
        {problem.code === NETWORK_PROBLEM ? (
          <Trans>The code could not be redeemed. Check your connection and try again.</Trans>
        ) : (
          couponError(i18n, { errorCode: problem.code, message: problem.message })
        )}
      </p>
    </div>
  );
}
