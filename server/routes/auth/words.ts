/**
 * Everything the sign-in pages say, in English. Each string is marked for `lingui extract`
 * (catalog "signIn", lingui.config.ts), which keys it by the English text itself; the pages look
 * up the visitor's language by the same text (./language.ts), so a changed sentence is a new,
 * untranslated message that `npm run i18n:check` refuses.
 */
export const WORDS = {
  productName: /*i18n*/ 'Stock Research',
  signIn: /*i18n*/ 'Sign in',
  signUp: /*i18n*/ 'Sign up',
  signedIn: /*i18n*/ 'Signed in',
  signedOut: /*i18n*/ 'Signed out',
  signOut: /*i18n*/ 'Sign out',
  account: /*i18n*/ 'Account',
  language: /*i18n*/ 'Language',
  email: /*i18n*/ 'Email',
  password: /*i18n*/ 'Password',
  passwordHint: /*i18n*/ 'At least 8 characters.',
  noAccount: /*i18n*/ 'No account yet?',
  registered: /*i18n*/ 'Already registered?',
  signedInAs: /*i18n*/ 'You are signed in as {email}.',
  continue: /*i18n*/ 'Continue',
  youSignedOut: /*i18n*/ 'You have been signed out.',
  pricing: /*i18n*/ 'Pricing',
  demoTitle: /*i18n*/ 'Demo accounts',
  demoPassword:
    /*i18n*/ 'This is a demo with sample data. Every demo account uses the password {password}.',
  demoSignIn: /*i18n*/ 'Sign in as {email}',
  wrongCredentials: /*i18n*/ 'Email or password is incorrect.',
  blank: /*i18n*/ "Can't be blank!",
  tooManyFailures: /*i18n*/ 'Too many failed sign-ins for this account. Please try again later.',
  emailInvalid: /*i18n*/ 'Email is not validated!',
  passwordTooShort: /*i18n*/ 'The password must have at least 8 characters.',
  emailTaken: /*i18n*/ 'An account with this email already exists. Sign in instead.',
  passwordInvalid: /*i18n*/ 'The password must not contain control characters.',
} as const;

/** What each demo account shows (server/seed/demo.ts), keyed by its email. */
export const DEMO_ACCOUNT_WORDS = {
  'new@demo.test': /*i18n*/ 'A new user: no plans, no payment history.',
  'trial@demo.test': /*i18n*/ 'A plan in its free trial.',
  'active@demo.test':
    /*i18n*/ 'An active monthly plan, a saved Visa card and promo codes to redeem.',
  'cancelled@demo.test': /*i18n*/ 'A cancelled plan, ready to re-subscribe or buy again.',
  'referrer@demo.test': /*i18n*/ 'A referral link with visits, rewards and a redeem schedule.',
  'cards@demo.test': /*i18n*/ 'Eleven saved cards, one expiring before its plan’s next charge.',
} as const;

export type Word =
  | (typeof WORDS)[keyof typeof WORDS]
  | (typeof DEMO_ACCOUNT_WORDS)[keyof typeof DEMO_ACCOUNT_WORDS];
