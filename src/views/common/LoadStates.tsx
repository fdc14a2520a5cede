import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { button, note } from '../layout/layout.css';
import { alert } from './alert.css';
import { skeletonBar } from './common.css';

/**
 * A screen's read is on its way: said once to screen readers, drawn as placeholder lines (or the
 * screen's own placeholder, shaped like what is coming, so the page does not jump).
 */
export function Loading({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  return (
    <>
      <p role="status">{children}</p>
      {placeholder ?? (
        <div aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <span key={i} className={skeletonBar} />
          ))}
        </div>
      )}
    </>
  );
}

/** A read that got no answer: what could not be loaded, and Try again. Nothing is guessed. */
export function LoadFailed({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  return (
    <div className={alert} role="alert">
      <h2>{title}</h2>
      <p>
        <Trans>Check your connection and try again.</Trans>
      </p>
      <button type="button" className={button} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/** What was asked for is not in this account: say so, and show nothing of it. */
export function NotInAccount({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={note} role="status">
      <h2>{title}</h2>
      {children ? <p>{children}</p> : null}
    </div>
  );
}
