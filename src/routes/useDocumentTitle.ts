import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';

const PRODUCT_NAME = msg`Stock Research`;
const NOT_FOUND = msg`Page not found`;
const ERROR = msg`Something went wrong`;

type Matches = ReturnType<typeof useMatches>;

/** The current page's translated title (route staticData.title), for the tab and the server's HTML. */
export function pageTitle(matches: Matches, i18n: I18n): string {
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound);
  const failed = matches.some((match) => match.status === 'error');
  // A page's title is in its area's catalog, which its route's loader (or a parent's) brings: until
  // every route up to it has loaded, the product's name stands in, in the page's own language.
  const pending = matches.findIndex((match) => match.status !== 'success');
  const loaded = pending < 0 ? matches : matches.slice(0, pending);
  const titled = loaded.findLast((match) => match.staticData?.title);
  const given = titled?.staticData.title;
  const title = typeof given === 'function' ? given(titled?.search ?? {}) : given;
  return i18n._(notFound ? NOT_FOUND : failed ? ERROR : (title ?? PRODUCT_NAME));
}

/** Keeps document.title on the current page's title. */
export function useDocumentTitle() {
  const { i18n } = useLingui();
  const text = pageTitle(useMatches(), i18n);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
