import { i18n } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resolveApiConfig } from '../../api/config';
import type { RenderPricingPage } from '../../api/contract/prerendered';
import { PriceListResponse } from '../../api/contract/products';
import { loadMessages } from '../../i18n/catalog';
import { type AppLocale, toBcp47 } from '../../i18n/locale';
import { catalogMachine } from '../../machines/catalogMachine';
import type { Machines } from '../../routes/context';
import { pageTitle } from '../../routes/useDocumentTitle';
import { lightTheme } from '../../theme/theme.css';
import { assumeLayoutDrawn } from '../../views/layout/useIsMobile';
import { App } from '../App';
import { BASE_PATH } from '../basePath';
import { createLazyAuth } from '../lazyAuth';
import { createAppRouter } from '../router';
import { type Prerendered, prerenderedJson } from './prerendered';

const notPrerendered = () => Promise.reject(new Error('only the pricing page is prerendered'));

/** The catalog statechart run to its end on the server, as the page's first visit would run it. */
async function catalogSnapshot(locale: AppLocale, priceList: unknown) {
  // The server hands over its own answer without the envelope's errorCode.
  const { defaultCurrency, plans } = v.parse(v.omit(PriceListResponse, ['errorCode']), priceList);
  const machine = catalogMachine.provide({
    actors: { loadPriceList: fromPromise(async () => ({ defaultCurrency, plans })) },
  });
  // The same input the pricing view starts it with, for an address without a query.
  const actor = createActor(machine, { input: { lang: locale } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'), { timeout: 5_000 });
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return { machine, snapshot };
}

/**
 * The open pricing page as a first visitor sees it (signed out, no query), in their language:
 * header, heading, intro and plans, drawn by the app's own router, routes and views.
 */
export const renderPricingPage: RenderPricingPage = async ({ locale, priceList, mobile }) => {
  const [messages, catalog] = await Promise.all([
    loadMessages(locale),
    catalogSnapshot(locale, priceList),
  ]);
  const machines: Machines = {
    catalog: async () => ({ machine: catalog.machine, options: { snapshot: catalog.snapshot } }),
    checkout: notPrerendered,
    upgrade: notPrerendered,
    successfulOrder: notPrerendered,
    myPlans: notPrerendered,
    billingHistory: notPrerendered,
    invoice: notPrerendered,
    planActivity: notPrerendered,
    contact: notPrerendered,
    cards: notPrerendered,
    promotion: notPrerendered,
    referralWelcome: notPrerendered,
  };
  const auth = createLazyAuth({
    loadSession: notPrerendered,
    loginUrl: resolveApiConfig(import.meta.env, '').loginUrl,
    basePath: BASE_PATH,
  });
  const router = createAppRouter(
    { auth, language: { change: notPrerendered, visit: notPrerendered }, machines },
    createMemoryHistory({ initialEntries: [`${BASE_PATH}/pricing`] }),
    { onServer: true },
  );
  await router.load();

  // From here to the end nothing awaits: the shared i18n and the assumed layout are this page's.
  i18n.loadAndActivate({ locale, locales: [toBcp47(locale)], messages });
  assumeLayoutDrawn(mobile);
  const body = renderToString(<App router={router} />);
  const data: Prerendered = { locale, catalog: catalog.snapshot, mobile };
  return {
    lang: toBcp47(locale),
    title: pageTitle(router.state.matches, i18n),
    themeClass: lightTheme,
    body,
    data: prerenderedJson(data),
  };
};
