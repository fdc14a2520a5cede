import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { PageErrorInfo, PageErrorMessage } from '../../machines/userMachine';
import { banner, bannerText, dismissButton, signOutButton } from './accountTools.css';

/*
 * The header's tools for a signed-in person, and the page-error banner (only signed-in people
 * cause one). Loaded on demand, so visitors of the open pricing page do not download them.
 */

export interface SignOutButtonProps {
  /** Resolves when the attempt ended, either way. */
  onSignOut: () => Promise<unknown>;
}

export function SignOutButton({ onSignOut }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);
  // The guard is a ref, not the state: once an attempt has ended (its error already shown), the
  // next click counts at once, not only after React has drawn the button again.
  const running = useRef(false);
  return (
    <button
      type="button"
      className={signOutButton}
      // aria-disabled, not disabled: the button keeps keyboard focus while the request runs.
      aria-disabled={busy || undefined}
      onClick={() => {
        if (running.current) return;
        running.current = true;
        setBusy(true);
        void onSignOut().finally(() => {
          running.current = false;
          setBusy(false);
        });
      }}
    >
      <Trans>Sign out</Trans>
    </button>
  );
}

const MESSAGES: Record<PageErrorMessage, MessageDescriptor> = {
  signOutFailed: msg`We could not sign you out. Please try again.`,
  languageNotSaved: msg`We could not save your language choice to your account. It still applies in this browser.`,
};

export interface PageErrorBannerProps {
  error: PageErrorInfo;
  onDismiss: () => void;
}

export function PageErrorBanner({ error, onDismiss }: PageErrorBannerProps) {
  const { i18n } = useLingui();
  const { code } = error;
  return (
    <div role="alert" className={banner}>
      <p className={bannerText}>
        {i18n._(MESSAGES[error.message])}
        {code ? (
          <>
            {' '}
            <Trans>Error Code {code}.</Trans>
          </>
        ) : null}
      </p>
      <button type="button" className={dismissButton} onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
