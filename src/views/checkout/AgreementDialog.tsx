import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from '../common/Dialog';
import { dialogActions, primary } from '../common/form/form.css';
import { agreementText, linkButton } from './checkout.css';

/**
 * The Term Purchase Agreement that the pay box asks people to accept, readable before they do:
 * a button beside the box opens it. Its terms are the rules the server applies (spec §4, §5, §9).
 */
export function AgreementDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={linkButton} onClick={() => setOpen(true)}>
        <Trans>Read the Term Purchase Agreement</Trans>
      </button>
      {/* Mounted only while open: a closed dialog named like the box would be a second match for
          anyone finding the box by its label. */}
      {open ? (
        <Dialog open title={<Trans>Term Purchase Agreement</Trans>} onClose={() => setOpen(false)}>
          <AgreementTerms />
          <div className={dialogActions}>
            <button type="button" className={primary} onClick={() => setOpen(false)}>
              <Trans>Close</Trans>
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

function AgreementTerms() {
  return (
    <ol className={agreementText}>
      <li>
        <Trans>
          You are buying a subscription to the Stock Research product shown in your order, billed
          every month, every six months or every year as you chose. Prices include tax.
        </Trans>
      </li>
      <li>
        <Trans>
          You authorise us to charge your card the amount due today shown in your order, and the
          plan's price at the start of every billing cycle until you cancel. If a charge fails, the
          plan is past due until a charge succeeds.
        </Trans>
      </li>
      <li>
        <Trans>
          A plan with a free trial is charged when the trial ends, unless you cancel before the
          free-cancel deadline shown in My Plan. Free trials and first-month discounts are for new
          subscribers only; the first-month discount applies to the first paid month of monthly
          billing.
        </Trans>
      </li>
      <li>
        <Trans>
          You can cancel at any time in My Plan. Cancelling ends your access to the product; you can
          re-subscribe or buy it again later.
        </Trans>
      </li>
      <li>
        <Trans>
          While you have a subscription that has not finished, new orders must use its currency;
          otherwise the currency of your latest payment is used.
        </Trans>
      </li>
      <li>
        <Trans>
          Promo codes and referral bonuses follow their own conditions. Only the latest discount
          applied to a plan is effective, and a code can be used once.
        </Trans>
      </li>
    </ol>
  );
}
