import { Trans, useLingui } from '@lingui/react/macro';
import { primary, secondary } from '../common/form/form.css';

/** "Redeem on a plan" for one code: a promo code's (the code's main action) or a bonus code's. */
export function RedeemButton(props: {
  code: string;
  busy: boolean;
  main?: boolean;
  onRedeem: (code: string) => void;
}) {
  const { t } = useLingui();
  const { code } = props;
  return (
    <button
      type="button"
      className={props.main ? primary : secondary}
      disabled={props.busy}
      // The name starts with the visible words (WCAG 2.5.3), then says which code.
      aria-label={t`Redeem on a plan: ${code}`}
      onClick={() => props.onRedeem(code)}
    >
      <Trans>Redeem on a plan</Trans>
    </button>
  );
}
