import { Trans, useLingui } from '@lingui/react/macro';
import { useAppLocale } from '../common/useAppLocale';
import { formatMoney } from '../format';
import { BLOCKERS } from './messages';
import { PayPanel } from './PayPanel';
import { ids, type PartProps } from './types';

/** Checkout's pay panel: the amount due today on the button once the server has priced it. */
export function CheckoutPayPanel({ state, send }: PartProps) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  const { agreement, blockers, preview } = state.context;
  const open = state.matches({ payment: 'idle' });
  const priced = state.matches({ summary: 'ready' }) && preview !== null;
  const due = preview ? formatMoney(preview.dueToday, preview.currency, locale) : '';
  return (
    <PayPanel
      attempt={state.children.payAttempt}
      agreement={{
        id: ids.agreement,
        ticked: agreement,
        open,
        refused: blockers.includes('agreement'),
      }}
      onAgreement={(ticked) => send({ type: ticked ? 'agreement.tick' : 'agreement.untick' })}
      refusals={blockers.map((blocker) => i18n._(BLOCKERS[blocker]))}
      disabled={!open || !priced}
      label={
        !priced ? (
          // Until the server has priced the order we cannot say whether anything is due today.
          <Trans>Pay</Trans>
        ) : preview && preview.dueToday > 0 ? (
          <Trans>Pay {due}</Trans>
        ) : (
          <Trans>Start subscription</Trans>
        )
      }
      note={
        preview && preview.dueToday === 0 ? (
          <Trans>Nothing is charged today. Your card is charged on the next billing date.</Trans>
        ) : undefined
      }
    />
  );
}
