import { createRoot, hydrateRoot } from 'react-dom/client';
import { apiConfig } from './api/config';
import { App } from './app/App';
import { BASE_PATH } from './app/basePath';
import { createLanguage } from './app/language';
import { createLazyAuth } from './app/lazyAuth';
import { connectDeviceRegistration, liveMachines } from './app/live/edge';
import { readPrerendered } from './app/prerender/prerendered';
import { createAppRouter } from './app/router';
import { activateLocale } from './i18n/catalog';
import { pickLocale } from './i18n/locale';
import { readStoredLanguage } from './i18n/preference';
import './theme/global.css';
import { lightTheme } from './theme/theme.css';
import { assumeLayoutDrawn } from './views/layout/useIsMobile';

// The API client and the statecharts behind sign-in load on demand (see lazyAuth.ts).
const userApi = () => import('./api/user');

async function start() {
  document.documentElement.classList.add(lightTheme);
  // Spec §3: the saved choice, else the browser's language, else English.
  const locale = pickLocale({ saved: readStoredLanguage(), browserLanguages: navigator.languages });
  await activateLocale(locale);
  // The server drew this page for a first visit (src/app/prerender): carry on from its state when
  // it was drawn in the language this browser reads; otherwise the app draws the page itself.
  const drawn = readPrerendered(document);
  const prerendered = drawn?.locale === locale ? drawn : undefined;

  const { loginUrl } = apiConfig();
  const auth = createLazyAuth({
    loginUrl,
    basePath: BASE_PATH,
    loadSession: async () => {
      const [{ createAuth }, api] = await Promise.all([import('./app/auth'), userApi()]);
      return createAuth({
        getUserInfo: api.whoIsSignedIn,
        loginUrl,
        basePath: BASE_PATH,
        leaveTo: (url) => window.location.assign(url),
      });
    },
  });
  const language = createLanguage({
    account: auth.account,
    getSavedLanguage: () => userApi().then((api) => api.getSavedLanguage()),
    saveLanguage: (locale) => userApi().then((api) => api.saveLanguage(locale)),
    reportError: auth.reportPageError,
  });
  language.followAccount();
  connectDeviceRegistration();
  const router = createAppRouter({ auth, language, machines: liveMachines({ prerendered }) });
  router.subscribe('onResolved', ({ toLocation }) => auth.noteSearch(toLocation.search));
  auth.resume();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  if (prerendered) {
    // The app takes over the drawn page's own elements (hydration) once its route is resolved
    // and its screen loaded: nothing is drawn twice, and nothing moves.
    await router.load();
    // Said so, the router lays out its matches as it did on the server (no suspense boundary of
    // its own around them): the trees match, and React takes the elements over as they are.
    router.ssr = { manifest: undefined };
    assumeLayoutDrawn(prerendered.mobile);
    hydrateRoot(container, <App router={router} />);
  } else createRoot(container).render(<App router={router} />);
}

void start();
