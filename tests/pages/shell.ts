import type { PageErrorInfo } from '../../src/machines/userMachine';
import { button, escapeRegExp, type Find, heading, link, type Person, text } from './person';

/** The header every screen shares, and the page-error banner under it (English). */
export const SHELL = {
  signOut: 'Sign out',
  signIn: 'Sign in',
  signedInAs: /Signed in as/,
  personalCentre: 'Personal Centre',
  dismiss: 'Dismiss',
  language: 'Language',
} as const;

/** Where the header's links lead: the open pricing page, and a protected page. */
export const PAGES = {
  pricing: '/pricing/pricing',
  myplans: '/pricing/personalcentre/myplans',
} as const;

/** The language switcher's options, each in its own language. */
export const LANGUAGES = { en: 'English', 'zh-CN': '简体中文', 'zh-HK': '繁體中文' } as const;

/** The banner's words for each page error. */
export const PAGE_ERROR_TEXT: Record<PageErrorInfo['message'], string> = {
  signOutFailed: 'We could not sign you out. Please try again.',
  languageNotSaved:
    'We could not save your language choice to your account. It still applies in this browser.',
};

const header: Find = { role: 'banner' };
const alert: Find = { role: 'alert' };
/** Any name with these words, in any case: what a check that something is absent looks for. */
const like = (words: string) => new RegExp(words, 'i');
/** The page-error banner's Dismiss: only that banner is an alert with one (pages have their own). */
const dismissError = button(like(SHELL.dismiss), alert);

/** What a person sees and does in the header, on any screen. */
export function shell(p: Person) {
  /** At exactly this address, path and query (jsdom's is a bare path). */
  const at = (address: string) =>
    p.seesAddress(new RegExp(`^(https?://[^/]+)?${escapeRegExp(address)}$`));
  const signedInAs = (email: string) => p.seesIn(text(SHELL.signedInAs, header), email);
  /** Signed in as `email`, and no Sign in. */
  const onlySignedInAs = async (email: string) => {
    await signedInAs(email);
    await p.seesNo(link(like(SHELL.signIn), header));
  };
  /** Only Sign in: the header names nobody and offers no Sign out. */
  const onlySignedOut = async () => {
    await p.sees(link(SHELL.signIn, header));
    await p.seesNo(text(SHELL.signedInAs, header));
    await p.seesNo(button(like(SHELL.signOut), header));
  };
  /** The page-error banner shows this error, its words and code (exactly), or there is none. */
  const pageError = async (error: PageErrorInfo | null) => {
    await p.seesCount(dismissError, error ? 1 : 0);
    if (!error) return;
    const code = error.code ? ` Error Code ${error.code}.` : '';
    await p.sees(text(PAGE_ERROR_TEXT[error.message] + code, alert));
    if (!code) await p.seesNo(text(/Error Code/, alert));
  };
  return {
    signedInAs,
    onlySignedInAs,
    onlySignedOut,
    /**
     * The header as it shows `user`: their address, also in words of its own, and Sign out; for
     * nobody (id 0), only Sign in. Given them, also the person's `address` and the banner's `error`.
     */
    async shows(
      user: { id: number; email: string },
      error?: PageErrorInfo | null,
      address?: string,
    ) {
      if (!user.id) await onlySignedOut();
      else {
        await onlySignedInAs(user.email);
        await p.sees(text(user.email, header));
        await p.sees(button(SHELL.signOut, header));
      }
      if (address !== undefined) await at(address);
      if (error !== undefined) await pageError(error);
    },
    signedOut: () => p.sees(link(SHELL.signIn, header)),
    signOut: () => p.clicks(button(SHELL.signOut, header)),
    chooseLanguage: (language: keyof typeof LANGUAGES) =>
      p.chooses({ role: 'combobox', name: SHELL.language }, LANGUAGES[language]),
    openPersonalCentre: () => p.clicks(link(SHELL.personalCentre, header)),
    at,
    /** On the open pricing page, at its address with this query: where signing out from a
     * protected page, or in another tab, leads. */
    async onPricing(query = '') {
      await at(PAGES.pricing + query);
      await p.sees(heading('Pricing', 1));
    },
    /** Follows a link of the header's navigation. */
    opens: (name: string) => p.clicks(link(name, header)),
    pageError,
    dismissPageError: () => p.clicks(dismissError),
  };
}

/**
 * The server's own sign-in page (/login), shared by every demo account. It speaks the language
 * the app last showed (or the browser's), so a person finds its fields in any of the three.
 */
export const LOGIN = {
  address: '/login',
  email: /^(Email|电子邮件|電郵)$/,
  password: /^(Password|密码|密碼)$/,
  submit: /^(Sign in|登录|登入)$/,
};
const DEMO_PASSWORD = 'demo1234';

/** Signs in on the server's sign-in page, as a person does. */
export async function signIn(p: Person, email: string, password = DEMO_PASSWORD) {
  await p.fills(LOGIN.email, email);
  await p.fills(LOGIN.password, password);
  await p.clicks(button(LOGIN.submit));
}
