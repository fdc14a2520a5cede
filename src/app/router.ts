import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from '../routes/context';
import { RouteError } from '../routes/RouteError';
import { routeTree } from '../routes/routeTree';
import { LoadingView } from '../views/status/LoadingView';
import { NotFoundView } from '../views/status/NotFoundView';
import { BASE_PATH } from './basePath';

/** `onServer`: drawing the pricing page on the server, which must send no inline script (CSP). */
export function createAppRouter(
  context: RouterContext,
  history?: RouterHistory,
  { onServer = false } = {},
) {
  return createRouter({
    routeTree,
    basepath: BASE_PATH,
    context,
    history,
    // No preloading on hover: preloading a protected route would run the sign-in gate (and its
    // redirect) just because a pointer passed over a link.
    defaultPreload: false,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundView,
    defaultPendingComponent: LoadingView,
    // On the server its restoring script would go inline into the page; the app restores anyway.
    scrollRestoration: !onServer,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
