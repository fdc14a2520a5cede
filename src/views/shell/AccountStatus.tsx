import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { tapTarget } from '../common/text.css';
import { accountTools } from './shell.css';

// Only signed-in people see it, so visitors of the open pricing page never download it.
const SignOutButton = lazy(() =>
  import('./accountTools').then((m) => ({ default: m.SignOutButton })),
);

export interface AccountStatusProps {
  /** The signed-in user's e-mail, or null when nobody is signed in. */
  email: string | null;
  /** The login page, with `next` pointing back at the current page. */
  signInHref: string;
  /** The person follows Sign in (the app is told, as the page is about to leave). */
  onSignIn: () => void;
  /** Ends the session; resolves when the attempt ended, either way. */
  onSignOut: () => Promise<unknown>;
}

export function AccountStatus({ email, signInHref, onSignIn, onSignOut }: AccountStatusProps) {
  if (email === null) {
    return (
      <a href={signInHref} className={tapTarget} onClick={onSignIn}>
        <Trans>Sign in</Trans>
      </a>
    );
  }
  return (
    <span className={accountTools}>
      <span>
        <Trans>
          Signed in as <strong>{email}</strong>
        </Trans>
      </span>
      <Suspense fallback={null}>
        <SignOutButton onSignOut={onSignOut} />
      </Suspense>
    </span>
  );
}
