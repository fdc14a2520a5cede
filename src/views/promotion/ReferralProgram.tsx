import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { referralMachine } from '../../machines/referralMachine';
import type { BoundMachine } from '../common/boundMachine';
import { LoadFailed, Loading } from '../common/LoadStates';
import { Money } from '../common/Money';
import { BonusCodes } from './BonusCodes';
import { BonusGauge } from './BonusGauge';
import { facts, referralGrid } from './promotion.css';
import { RedeemDialog } from './RedeemDialog';
import { RedeemedLine } from './RedeemedLine';
import { ReferralLink } from './ReferralLink';

// The QR library loads only when this tab shows a link.
const ReferralQr = lazy(() =>
  import('./ReferralQr').then((module) => ({ default: module.ReferralQr })),
);

/** Referral Program: the link and how to pass it on, the figures, the bonus codes. */
export function ReferralProgram({ referral }: { referral: BoundMachine<typeof referralMachine> }) {
  const { t } = useLingui();
  // The edge says whether this browser has a share sheet; without a word from it, it has none.
  const [state, send] = useMachine(referral.machine, { input: {}, ...referral.options });
  const { info } = state.context;
  if (state.matches('failed'))
    return (
      <LoadFailed
        title={<Trans>Your referral programme could not be loaded</Trans>}
        onRetry={() => send({ type: 'referral.retry' })}
      />
    );
  if (!info)
    return (
      <Loading>
        <Trans>Loading your referral programme…</Trans>
      </Loading>
    );
  const hkd = (minor: number) => <Money minor={minor} currency={info.rewardCurrency} />;
  return (
    <>
      <div className={referralGrid}>
        <ReferralLink
          link={info.myLink}
          copied={state.matches({ ready: 'copied' })}
          copyFailed={state.matches({ ready: 'copyFailed' })}
          canShare={state.can({ type: 'link.share' })}
          busy={state.hasTag('busy')}
          onCopy={() => send({ type: 'link.copy' })}
          onShare={() => send({ type: 'link.share' })}
        />
        <Suspense fallback={null}>
          <ReferralQr link={info.myLink} />
        </Suspense>
      </div>
      <section aria-label={t`Your referrals`}>
        <dl className={facts}>
          <dt>
            <Trans>Visits to your link</Trans>
          </dt>
          <dd>{info.visitCount}</dd>
          <dt>
            <Trans>Friends who signed up</Trans>
          </dt>
          <dd>{info.totalReferrals}</dd>
          <dt>
            <Trans>Total bonus</Trans>
          </dt>
          <dd>{hkd(info.totalReward)}</dd>
          <dt>
            <Trans>Available bonus</Trans>
          </dt>
          <dd>{hkd(info.availableReward)}</dd>
        </dl>
      </section>
      <BonusGauge info={info} />
      <RedeemedLine redeemed={state.context.redeemed} />
      <BonusCodes
        rewards={info.rewards}
        busy={state.hasTag('busy')}
        onRedeem={(code) => send({ type: 'code.redeem', code })}
      />
      <RedeemDialog redeem={state.children.redeem} />
    </>
  );
}
