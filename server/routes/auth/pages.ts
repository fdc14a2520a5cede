/**
 * The "external web-tool login page" (spec §4 sign-in gate), server-rendered and self-contained:
 * no scripts, inline styles only, so it works with a strict CSP and without the SPA build. It
 * speaks the app's three languages (./words.ts, ./language.ts) and wears the app's colours.
 */
import { type AppLocale, toBcp47 } from '../../../src/i18n/locale';
import { escapeHtml } from '../../lib/html';
import type { Translate } from './language';
import { WORDS } from './words';

// The app's theme values (src/theme/theme.css.ts) and its CJK font stack; 44 px targets on phones.
const STYLE = `
  *{box-sizing:border-box}
  body{font:16px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","Noto Sans CJK TC","PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f7fa;color:#1b2430}
  header{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:8px 24px;background:#fff;border-bottom:1px solid #d3d9e0}
  .brand{margin-right:auto;font-size:1.25rem;font-weight:700;color:#0b5cad;text-decoration:none}
  .languages{display:flex;gap:4px;margin:0;padding:0;list-style:none;font-size:.875rem}
  .languages a,.languages span{display:inline-flex;align-items:center;min-height:44px;padding:0 8px;border-radius:4px}
  .languages span{font-weight:700;text-decoration:underline}
  main{max-width:440px;margin:6vh auto;background:#fff;border:1px solid #d3d9e0;border-radius:8px;padding:32px}
  h1{font-size:1.75rem;line-height:1.25;margin:0 0 16px}
  h2{font-size:1.25rem;line-height:1.25;margin:0 0 8px}
  .tabs{display:flex;gap:8px;margin:0 0 20px;padding:0;list-style:none}
  .tabs li{flex:1}
  .tabs a,.tabs span{display:flex;align-items:center;justify-content:center;min-height:44px;border-radius:4px;text-decoration:none}
  .tabs span{background:#0b5cad;color:#fff;font-weight:600}
  .tabs a{color:#0b5cad;border:1px solid #0b5cad}
  label{display:block;font-weight:600;margin:12px 0 4px}
  input{width:100%;min-height:44px;padding:10px;border:1px solid #4f5b69;border-radius:4px;font:inherit}
  button{min-height:44px;margin-top:20px;width:100%;padding:10px 16px;border:0;border-radius:4px;background:#0b5cad;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  :focus-visible{outline:3px solid #f5a623;outline-offset:2px}
  .error{background:#fdecea;color:#b3261e;border:1px solid #b3261e;padding:10px;border-radius:4px;margin:0 0 12px}
  .hint{color:#4f5b69;font-size:.875rem}
  .hint a,.links a{display:inline-flex;align-items:center;min-height:44px}
  a{color:#0b5cad}
  .demo{margin-top:32px;padding-top:24px;border-top:1px solid #d3d9e0}
  .demo ul{margin:0;padding:0;list-style:none}
  .demo li{padding:12px 0;border-top:1px solid #d3d9e0}
  .demo li p{margin:0;color:#4f5b69;font-size:.875rem}
  .demo button{margin-top:8px;background:#fff;color:#0b5cad;border:1px solid #0b5cad;word-break:break-all}
  @media (max-width:690px){header{padding:8px 16px}main{margin:16px;padding:20px}}
`;

const LANGUAGE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  zh_CN: '简体中文',
  zh_HK: '繁體中文',
};

/** Where a page is and what it carries along: its own path, the app path to return to, a referral. */
export interface PageContext {
  locale: AppLocale;
  t: Translate;
  path: '/login' | '/signup' | '/logout';
  next: string;
  referral?: string;
}

function href(path: string, context: PageContext, locale = context.locale): string {
  const params = new URLSearchParams({ next: context.next });
  if (context.referral) params.set('referral', context.referral);
  params.set('lang', locale);
  return `${path}?${params.toString()}`;
}

/** Each language in its own name; the current one is not a link. */
function languageSwitch(context: PageContext): string {
  const items = (Object.keys(LANGUAGE_NAMES) as AppLocale[]).map((locale) => {
    const name = LANGUAGE_NAMES[locale];
    const lang = toBcp47(locale);
    return locale === context.locale
      ? `<li><span lang="${lang}" aria-current="true">${name}</span></li>`
      : `<li><a lang="${lang}" hreflang="${lang}" href="${escapeHtml(href(context.path, context, locale))}">${name}</a></li>`;
  });
  return `<nav aria-label="${escapeHtml(context.t(WORDS.language))}"><ul class="languages">${items.join('')}</ul></nav>`;
}

/** One self-contained page: the styles inline, nothing to fetch. */
function htmlDocument(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

function layout(context: PageContext, title: string, body: string): string {
  const product = context.t(WORDS.productName);
  return htmlDocument(
    toBcp47(context.locale),
    `${title} · ${product}`,
    `<header>
<a class="brand" href="/pricing/">${escapeHtml(product)}</a>
${languageSwitch(context)}
</header>
<main>
${body}
</main>`,
  );
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

/** The fields every form posts besides its own: where to go next and the page's language. */
function carried(context: PageContext): string {
  return `<input type="hidden" name="next" value="${escapeHtml(context.next)}">
<input type="hidden" name="lang" value="${context.locale}">`;
}

function tabs(context: PageContext, current: 'signIn' | 'signUp'): string {
  const { t } = context;
  const tab = (which: 'signIn' | 'signUp', path: string) =>
    which === current
      ? `<li><span aria-current="page">${escapeHtml(t(WORDS[which]))}</span></li>`
      : `<li><a href="${escapeHtml(href(path, context))}">${escapeHtml(t(WORDS[which]))}</a></li>`;
  return `<nav aria-label="${escapeHtml(t(WORDS.account))}"><ul class="tabs">${tab('signIn', '/login')}${tab('signUp', '/signup')}</ul></nav>`;
}

export interface AuthFormView {
  email?: string;
  error?: string;
}

/** A seeded demo account the sign-in page offers (only when the demo data is there). */
export interface DemoAccount {
  email: string;
  shows: string;
}

function demoSection(context: PageContext, accounts: readonly DemoAccount[], password: string) {
  if (accounts.length === 0) return '';
  const { t } = context;
  const items = accounts.map(
    ({ email, shows }) => `<li><p>${escapeHtml(shows)}</p>
<form method="post" action="/login">
${carried(context)}
<input type="hidden" name="email" value="${escapeHtml(email)}">
<input type="hidden" name="password" value="${escapeHtml(password)}">
<button type="submit">${escapeHtml(t(WORDS.demoSignIn, { email }))}</button>
</form></li>`,
  );
  return `<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">${escapeHtml(t(WORDS.demoTitle))}</h2>
<p class="hint">${escapeHtml(t(WORDS.demoPassword, { password }))}</p>
<ul>${items.join('\n')}</ul>
</section>`;
}

export function renderSignIn(
  context: PageContext,
  view: AuthFormView,
  demo: { accounts: readonly DemoAccount[]; password: string } = { accounts: [], password: '' },
): string {
  const { t } = context;
  const describedBy = view.error ? ' aria-describedby="form-error"' : '';
  return layout(
    context,
    t(WORDS.signIn),
    `${tabs(context, 'signIn')}
<h1>${escapeHtml(t(WORDS.signIn))}</h1>
${errorBlock(view.error)}
<form method="post" action="/login" novalidate>
${carried(context)}
<label for="email">${escapeHtml(t(WORDS.email))}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(view.email ?? '')}"${describedBy}>
<label for="password">${escapeHtml(t(WORDS.password))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<button type="submit">${escapeHtml(t(WORDS.signIn))}</button>
</form>
<p class="hint">${escapeHtml(t(WORDS.noAccount))} <a href="${escapeHtml(href('/signup', context))}">${escapeHtml(t(WORDS.signUp))}</a></p>
${demoSection(context, demo.accounts, demo.password)}`,
  );
}

export function renderSignUp(context: PageContext, view: AuthFormView): string {
  const { t } = context;
  const describedBy = view.error ? ' aria-describedby="form-error"' : '';
  return layout(
    context,
    t(WORDS.signUp),
    `${tabs(context, 'signUp')}
<h1>${escapeHtml(t(WORDS.signUp))}</h1>
${errorBlock(view.error)}
<form method="post" action="/signup" novalidate>
${carried(context)}
<input type="hidden" name="referral" value="${escapeHtml(context.referral ?? '')}">
<label for="email">${escapeHtml(t(WORDS.email))}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(view.email ?? '')}"${describedBy}>
<label for="password">${escapeHtml(t(WORDS.password))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required aria-describedby="password-hint">
<p class="hint" id="password-hint">${escapeHtml(t(WORDS.passwordHint))}</p>
<button type="submit">${escapeHtml(t(WORDS.signUp))}</button>
</form>
<p class="hint">${escapeHtml(t(WORDS.registered))} <a href="${escapeHtml(href('/login', context))}">${escapeHtml(t(WORDS.signIn))}</a></p>`,
  );
}

export function renderSignedIn(context: PageContext, email: string): string {
  const { t } = context;
  return layout(
    context,
    t(WORDS.signedIn),
    `<h1>${escapeHtml(t(WORDS.signedIn))}</h1>
<p>${escapeHtml(t(WORDS.signedInAs, { email }))}</p>
<p class="links"><a href="${escapeHtml(context.next)}">${escapeHtml(t(WORDS.continue))}</a></p>
<form method="post" action="/logout">
<input type="hidden" name="lang" value="${context.locale}">
<button type="submit">${escapeHtml(t(WORDS.signOut))}</button>
</form>`,
  );
}

export function renderSignedOut(context: PageContext): string {
  const { t } = context;
  return layout(
    context,
    t(WORDS.signedOut),
    `<h1>${escapeHtml(t(WORDS.signedOut))}</h1>
<p>${escapeHtml(t(WORDS.youSignedOut))}</p>
<p class="links"><a href="${escapeHtml(href('/login', { ...context, next: '/pricing/' }))}">${escapeHtml(t(WORDS.signIn))}</a> · <a href="/pricing/">${escapeHtml(t(WORDS.pricing))}</a></p>`,
  );
}

/** A failure on these pages before their language is known (rate limit, malformed request). */
export function renderMessagePage(title: string, message: string): string {
  return htmlDocument(
    'en',
    title,
    `<main>\n<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>\n</main>`,
  );
}
