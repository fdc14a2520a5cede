import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  // The server's drawn pricing page shows before the app has fetched its code, and its controls do
  // nothing until the app takes it over; this mark says when that is (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.app = 'on';
  }, []);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  );
}
