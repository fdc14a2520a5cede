import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// App locale ids follow the API (spec §3); BCP-47 mapping lives in src/i18n/locale.ts.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh_CN', 'zh_HK'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
