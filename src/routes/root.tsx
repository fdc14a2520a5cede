import {
  type AnyRoute,
  createRootRouteWithContext,
  Outlet,
  useLocation,
  useRouter,
} from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { AppLocale } from '../i18n/locale';
import { useAppLocale } from '../views/common/useAppLocale';
import { useIsMobile } from '../views/layout/useIsMobile';
import { ShellView } from '../views/shell/ShellView';
import { NotFoundView } from '../views/status/NotFoundView';
import type { RouterContext } from './context';
import { signInRequired } from './gate';
import './staticData';
import { useDocumentTitle } from './useDocumentTitle';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundView,
});

function Root() {
  const { auth, language } = rootRoute.useRouteContext();
  const locale = useAppLocale();
  const isMobile = useIsMobile();
  const location = useLocation();
  const router = useRouter();
  // The server draws the pricing page for a visitor: the same stores, read once.
  const user = useSyncExternalStore(
    auth.account.subscribe,
    auth.account.getSnapshot,
    auth.account.getSnapshot,
  );
  const pageError = useSyncExternalStore(
    auth.pageError.subscribe,
    auth.pageError.getSnapshot,
    auth.pageError.getSnapshot,
  );
  const email = user.id === 0 ? null : user.email;

  // Signed out (here, or in another tab as a refresh found): a protected page must not stay on
  // screen, so it gives way to the open pricing page.
  const lastUserId = useRef(user.id);
  useEffect(() => {
    const wasSignedIn = lastUserId.current !== 0;
    lastUserId.current = user.id;
    if (!wasSignedIn || user.id !== 0) return;
    const routes = router.routesById as Record<string, AnyRoute>;
    const onProtectedPage = router.state.matches.some(
      (match) => routes[match.routeId]?.options.beforeLoad === signInRequired.beforeLoad,
    );
    if (onProtectedPage) void router.navigate({ to: '/pricing', replace: true });
  }, [user.id, router]);

  // A page error belongs to the page it happened on.
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    if (auth.pageError.getSnapshot()) auth.clearPageError();
  }, [location.pathname, auth]);

  const onLocaleChange = useCallback(
    (locale: AppLocale) => {
      void language.change(locale);
    },
    [language],
  );
  const onSignIn = useCallback(() => auth.leavingToSignIn(), [auth]);
  const onSignOut = useCallback(() => auth.signOut(), [auth]);
  const onDismissPageError = useCallback(() => auth.clearPageError(), [auth]);
  useDocumentTitle();
  return (
    <ShellView
      isMobile={isMobile}
      locale={locale}
      onLocaleChange={onLocaleChange}
      email={email}
      signInHref={auth.loginHref(location)}
      onSignIn={onSignIn}
      onSignOut={onSignOut}
      pageError={pageError}
      onDismissPageError={onDismissPageError}
    >
      <Outlet />
    </ShellView>
  );
}
