import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// App locale ids follow the API (spec §3); BCP-47 mapping lives in src/i18n/locale.ts.
// One catalog per area of the product, so the teams that own an area own its PO files. The
// pricing page's words are in the shell's catalog: both load first, and one file costs less.
const area = (name: string, dirs: string[]) => ({
  path: `<rootDir>/src/locales/{locale}/${name}`,
  include: dirs.map((d) => `<rootDir>/${d}`),
  exclude: ['**/node_modules/**', '<rootDir>/src/locales/**'],
});

export const AREA_DIRS = {
  // The referred user's welcome is a dialog on offer selection: the dialog's "Close" comes along.
  offerSelection: ['src/views/offerSelection', 'src/views/common/Dialog.tsx'],
  // The pay attempt's words (src/views/common/payment) go in every area whose screens pay, so
  // they load with those screens; a catalog of their own cost the first load of /pricing/ more.
  checkout: [
    'src/views/checkout',
    // The Term Purchase Agreement opens in a dialog, whose "Close" comes along.
    'src/views/common/Dialog.tsx',
    'src/views/common/payment',
    'src/views/common/cards',
    'src/views/common/form',
    'src/views/common/couponMessages.ts',
  ],
  // The personal centre's screens in one catalog: every area adds a lazy import per language to
  // the entry (the first load of /pricing/), and these screens are visited together. The form
  // parts' words (src/views/common/form) load with each screen that has a form.
  personalCentre: [
    'src/views/plans',
    'src/views/billing',
    'src/views/contact',
    'src/views/common/payment',
    'src/views/common/cards',
    'src/views/common/form',
    'src/views/common/cancelReasons.ts',
    'src/views/common/couponMessages.ts',
    // Parts only the personal centre's screens use (its frame's tabs stay with the shell's words).
    'src/views/common/LoadStates.tsx',
    'src/views/common/Dialog.tsx',
    'src/views/common/Notices.tsx',
    'src/views/common/DesktopOnly.tsx',
    'src/views/promotion',
    'src/views/cards',
    // Its routes' page titles: shown once a route's loader has loaded this catalog.
    'src/routes/personalCentre.tsx',
  ],
  // The viewer's page title too: its route's loader loads this catalog first.
  statecharts: ['src/statecharts', 'src/routes/statecharts.tsx'],
  // The server's sign-in pages (/login, /signup): the app's languages, rendered by the server.
  signIn: ['server/routes/auth/words.ts'],
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh_CN', 'zh_HK'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      ...area('messages', ['src']),
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/locales/**',
        ...Object.values(AREA_DIRS)
          .flat()
          .map((d) => `<rootDir>/${d}/**`),
      ],
    },
    ...Object.entries(AREA_DIRS).map(([name, dirs]) => area(name, dirs)),
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
