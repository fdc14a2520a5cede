import { CheckingSignInView } from '../views/status/CheckingSignInView';
import type { RouterContext } from './context';

/**
 * Route options shared by every protected section (spec §6: products, personal centre, billing).
 * The gate runs in beforeLoad, so no child route, loader or chunk starts before it has decided;
 * pendingMs 0 shows "Checking your sign-in…" at once instead of a blank page.
 */
export const signInRequired = {
  beforeLoad: ({
    context,
    location,
    abortController,
  }: {
    context: RouterContext;
    location: { pathname: string; searchStr: string };
    abortController: AbortController;
  }) => context.auth.ensureSignedIn(location, abortController.signal),
  pendingComponent: CheckingSignInView,
  pendingMs: 0,
  pendingMinMs: 0,
} as const;
