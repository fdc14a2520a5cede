import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, type MouseEvent, type ReactNode, Suspense } from 'react';
import type { AppLocale } from '../../i18n/locale';
import type { PageErrorInfo } from '../../machines/userMachine';
import { AccountStatus } from './AccountStatus';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SiteNav } from './SiteNav';
import { footer, header, main, productName, shell, skipLink, tools } from './shell.css';

// Only signed-in people cause page errors (signing out, saving the language on the account).
const PageErrorBanner = lazy(() =>
  import('./accountTools').then((m) => ({ default: m.PageErrorBanner })),
);

export interface ShellViewProps {
  isMobile: boolean;
  locale: AppLocale;
  onLocaleChange: (locale: AppLocale) => void;
  email: string | null;
  signInHref: string;
  onSignIn: () => void;
  onSignOut: () => Promise<unknown>;
  /** The page-level error (spec §3 pageErrorInfo), shown above the page until dismissed. */
  pageError: PageErrorInfo | null;
  onDismissPageError: () => void;
  children: ReactNode;
}

const MAIN_ID = 'main';

/** Focus moves to the content itself: the fragment alone would also change the router's URL. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** The frame around every screen: header (name, navigation, language, account), content, footer. */
export function ShellView(props: ShellViewProps) {
  const { isMobile, locale, onLocaleChange, email, children } = props;
  const { pageError, onDismissPageError } = props;
  // UTC, like every calendar date the app shows (format/date.ts): the page the server drew and
  // the app that takes it over name the same year, wherever the visitor is.
  const year = new Date().getUTCFullYear();
  const language = <LanguageSwitcher locale={locale} onChange={onLocaleChange} />;
  const { signInHref, onSignIn, onSignOut } = props;
  const account = (
    <AccountStatus
      email={email}
      signInHref={signInHref}
      onSignIn={onSignIn}
      onSignOut={onSignOut}
    />
  );
  return (
    <div className={shell} data-layout={isMobile ? 'mobile' : 'desktop'}>
      <a href={`#${MAIN_ID}`} className={skipLink} onClick={skipToMain}>
        <Trans>Skip to main content</Trans>
      </a>
      <header className={header}>
        <Link to="/pricing" className={productName}>
          <Trans>Stock Research</Trans>
        </Link>
        {isMobile ? (
          // One row on a phone: the name, Sign in (while signed out) and the menu, which holds the
          // links, the language and the account.
          <>
            {email === null ? account : null}
            <SiteNav isMobile>
              <div className={tools}>
                {language}
                {email === null ? null : account}
              </div>
            </SiteNav>
          </>
        ) : (
          <>
            <SiteNav isMobile={false} />
            <div className={tools}>
              {language}
              {account}
            </div>
          </>
        )}
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={main}>
        {pageError ? (
          <Suspense fallback={null}>
            <PageErrorBanner error={pageError} onDismiss={onDismissPageError} />
          </Suspense>
        ) : null}
        {children}
      </main>
      <footer className={footer}>
        <Trans>
          © {year} Stock Research. Market data for Hong Kong and China A-share investors.
        </Trans>
      </footer>
    </div>
  );
}
