import { BASE_PATH } from '../../../src/app/basePath';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { type HarnessOptions, renderApp } from '../../unit/views/appHarness';

/** The whole app in jsdom, as `renderApp` opens it. */
type App = Awaited<ReturnType<typeof renderApp>>;

/**
 * A person in the whole app (jsdom), wired as main.tsx wires it: every resolved navigation tells
 * the user state the address's query (url.query). Their address is where the browser is: once the
 * app has left for another page (the login page), that page, as in a real browser (jsdom stays,
 * the spy sees it); until then the router's location under the base path. The user and sign-in
 * gate machines' bindings use it.
 */
export function appPerson(app: App) {
  let left: string | undefined;
  app.leaveTo.mockImplementation((url) => {
    left ??= url;
  });
  app.router.subscribe('onResolved', ({ toLocation }) => app.auth.noteSearch(toLocation.search));
  return jsdomPerson({ address: () => left ?? BASE_PATH + app.router.state.location.href });
}

/** The whole app as `renderApp` opens it, in a browser that has stored nothing yet, and the person. */
export async function openWholeApp(options: HarnessOptions) {
  localStorage.clear();
  const app = await renderApp(options);
  return { app, person: appPerson(app) };
}
