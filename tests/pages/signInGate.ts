import { escapeRegExp, heading, type Person, text } from './person';
import { PAGES, shell } from './shell';

/** A protected page behind the sign-in gate, and what the gate shows while it asks (English). */
export const GATE = {
  deepLink: `${PAGES.myplans}?x=1`,
  checking: 'Checking your sign-in…',
  protectedHeading: 'My Plan',
} as const;

/** Where the gate sends a visitor who is not signed in: the sign-in page, coming back to `next`. */
export const loginFor = (next: string) => `/login?next=${encodeURIComponent(next)}`;

/** An address whole, with or without an origin (jsdom's is a bare path). */
const whole = (pattern: string) => new RegExp(`^(https?://[^/]+)?${pattern}$`);
const [PROTECTED_PATH = '', DEEP_QUERY = ''] = GATE.deepLink.split('?');
/** The protected page, by the deep link or by the menu (no query). */
const PROTECTED = whole(`${escapeRegExp(PROTECTED_PATH)}(\\?${escapeRegExp(DEEP_QUERY)})?`);

/** What a person sees at the gate, the same in jsdom and Chromium. */
export function signInGate(p: Person) {
  /** The gate is not asking: no "Checking your sign-in…" status, whatever its case. */
  const notChecking = () => p.seesNo(text(new RegExp(escapeRegExp(GATE.checking), 'i')));
  /** Let in: the protected page (by the deep link or the menu), no gate status. */
  const allowed = async () => {
    await p.sees(heading(GATE.protectedHeading));
    await p.seesNo({ role: 'status' });
    await p.seesAddress(PROTECTED);
  };
  return {
    /** The gate is asking the server: its status, no error, and nothing of the protected page. */
    async checking() {
      await p.sees({ role: 'status' }, GATE.checking);
      await p.seesNo({ role: 'alert' });
      await p.seesNo(heading(GATE.protectedHeading));
    },
    notChecking,
    /** A visitor nobody asked about yet: the header offers only Sign in, and no gate asks. */
    async notAsked() {
      await shell(p).onlySignedOut();
      await notChecking();
    },
    allowed,
    /** Let in as `email`: the protected page, the header naming them (no Sign in), no error. */
    async allowedAs(email: string) {
      await allowed();
      await shell(p).onlySignedInAs(email);
      await p.seesNo({ role: 'alert' });
    },
    /** Sent to the sign-in page, to come back to `next`: nothing of the protected page. */
    async sentToLogin(next: string = GATE.deepLink) {
      await p.seesAddress(whole(escapeRegExp(loginFor(next))));
      await p.seesNo(heading(GATE.protectedHeading));
    },
  };
}
