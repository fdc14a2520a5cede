import { createRoot } from 'react-dom/client';
import { apiConfig } from './api/config';
import { getSavedLanguage, getUserInfo, saveLanguage } from './api/user';
import { App } from './app/App';
import { createAuth } from './app/auth';
import { BASE_PATH } from './app/basePath';
import { createLanguage } from './app/language';
import { createAppRouter } from './app/router';
import { activateLocale } from './i18n/catalog';
import { pickLocale } from './i18n/locale';
import { readStoredLanguage } from './i18n/preference';
import './theme/global.css';
import { lightTheme } from './theme/theme.css';

async function start() {
  document.documentElement.classList.add(lightTheme);
  // Spec §3: the saved choice, else the browser's language, else English.
  await activateLocale(
    pickLocale({ saved: readStoredLanguage(), browserLanguages: navigator.languages }),
  );

  const auth = createAuth({
    getUserInfo,
    loginUrl: apiConfig().loginUrl,
    basePath: BASE_PATH,
    leaveTo: (url) => window.location.assign(url),
  });
  const language = createLanguage({ user: auth.user, getSavedLanguage, saveLanguage });
  language.followAccount();
  const router = createAppRouter({ auth, language });
  router.subscribe('onResolved', ({ toLocation }) => {
    auth.user.send({ type: 'url.query', search: toLocation.search });
  });
  // The header shows who is signed in on open pages too; the gate shares this request.
  auth.user.send({ type: 'user.load' });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(<App router={router} />);
}

void start();
