import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { activateLocale, type CatalogArea, loadArea } from '../../../../src/i18n/catalog';
import type { AppLocale } from '../../../../src/i18n/locale';

/** Renders a shared view part the way the app does: inside Lingui, in the given language. */
export async function renderWithI18n(ui: ReactNode, locale: AppLocale = 'en', area?: CatalogArea) {
  await activateLocale(locale);
  if (area) await loadArea(area);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
