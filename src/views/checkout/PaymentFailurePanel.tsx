import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { alert, panel } from './checkout.css';
import { paymentFailure } from './messages';

/**
 * Spec §8's failure screen, shared by checkout and upgrade: it replaces the form the person was
 * in, so focus moves to its heading; what they can do next comes in as children.
 */
export function PaymentFailurePanel({ code, children }: { code: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        <Trans>Payment failed</Trans>
      </h2>
      <div className={alert} role="alert">
        <p>{paymentFailure(i18n, code)}</p>
      </div>
      {children}
    </section>
  );
}
