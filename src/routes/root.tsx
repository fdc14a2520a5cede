import { useLingui } from '@lingui/react';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { type AppLocale, DEFAULT_LOCALE, isAppLocale } from '../i18n/locale';
import { useIsMobile } from '../views/layout/useIsMobile';
import { ShellView } from '../views/shell/ShellView';
import { NotFoundView } from '../views/status/NotFoundView';
import type { RouterContext } from './context';
import './staticData';
import { useDocumentTitle } from './useDocumentTitle';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundView,
});

function Root() {
  const { auth, language } = rootRoute.useRouteContext();
  const { i18n } = useLingui();
  const isMobile = useIsMobile();
  const location = useLocation();
  const user = useSyncExternalStore(auth.account.subscribe, auth.account.getSnapshot);
  const email = user.id === 0 ? null : user.email;
  const onLocaleChange = useCallback(
    (locale: AppLocale) => {
      void language.change(locale);
    },
    [language],
  );
  useDocumentTitle();
  return (
    <ShellView
      isMobile={isMobile}
      locale={isAppLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE}
      onLocaleChange={onLocaleChange}
      email={email}
      signInHref={auth.loginHref(location)}
    >
      <Outlet />
    </ShellView>
  );
}
