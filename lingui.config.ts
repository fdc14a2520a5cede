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
  offerSelection: ['src/views/offerSelection'],
  // The pay attempt's words (src/views/common/payment) go in every area whose screens pay, so
  // they load with those screens; a catalog of their own cost the first load of /pricing/ more.
  checkout: ['src/views/checkout', 'src/views/common/payment'],
  // The cancel reasons are read in the cancel dialog and in a plan's activity.
  plans: ['src/views/plans', 'src/views/common/payment', 'src/views/common/cancelReasons.ts'],
  billing: ['src/views/billing', 'src/views/common/cancelReasons.ts'],
  statecharts: ['src/statecharts'],
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
