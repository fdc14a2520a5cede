import { Trans } from '@lingui/react/macro';

export interface AccountStatusProps {
  /** The signed-in user's e-mail, or null when nobody is signed in. */
  email: string | null;
  /** The login page, with `next` pointing back at the current page. */
  signInHref: string;
}

export function AccountStatus({ email, signInHref }: AccountStatusProps) {
  if (email === null) {
    return (
      <a href={signInHref}>
        <Trans>Sign in</Trans>
      </a>
    );
  }
  return (
    <span>
      <Trans>
        Signed in as <strong>{email}</strong>
      </Trans>
    </span>
  );
}
