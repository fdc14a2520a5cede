import { heading, type Person } from './person';

/** A protected page behind the sign-in gate, and what the gate shows while it asks (English). */
export const GATE = {
  deepLink: '/pricing/personalcentre/myplans?x=1',
  checking: 'Checking your sign-in…',
  protectedHeading: 'My Plan',
} as const;

/** Where the gate sends a visitor who is not signed in: the sign-in page, coming back to `next`. */
export const loginFor = (next: string) => `/login?next=${encodeURIComponent(next)}`;

/** What a person sees at the gate, the same in jsdom and Chromium. */
export function signInGate(p: Person) {
  return {
    /** The gate is asking the server: its status, and nothing of the protected page. */
    async checking() {
      await p.sees({ role: 'status' }, GATE.checking);
      await p.seesNo(heading(GATE.protectedHeading));
    },
    /** Let in: the protected page, no gate status. */
    async allowed() {
      await p.sees(heading(GATE.protectedHeading));
      await p.seesNo({ role: 'status' });
    },
  };
}
