import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AppLocale } from '../../i18n/locale';
import { AccountStatus } from './AccountStatus';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SiteNav } from './SiteNav';
import { footer, header, main, productName, shell, tools } from './shell.css';

export interface ShellViewProps {
  isMobile: boolean;
  locale: AppLocale;
  onLocaleChange: (locale: AppLocale) => void;
  email: string | null;
  signInHref: string;
  children: ReactNode;
}

/** The frame around every screen: header (name, navigation, language, account), content, footer. */
export function ShellView(props: ShellViewProps) {
  const { isMobile, locale, onLocaleChange, email, signInHref, children } = props;
  const year = new Date().getFullYear();
  return (
    <div className={shell} data-layout={isMobile ? 'mobile' : 'desktop'}>
      <header className={header}>
        <Link to="/pricing" className={productName}>
          <Trans>Stock Research</Trans>
        </Link>
        <SiteNav isMobile={isMobile} />
        <div className={tools}>
          <LanguageSwitcher locale={locale} onChange={onLocaleChange} />
          <AccountStatus email={email} signInHref={signInHref} />
        </div>
      </header>
      <main className={main}>{children}</main>
      <footer className={footer}>
        <Trans>
          © {year} Stock Research. Market data for Hong Kong and China A-share investors.
        </Trans>
      </footer>
    </div>
  );
}
