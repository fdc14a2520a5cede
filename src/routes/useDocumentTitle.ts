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
  const titled = matches.findLast((match) => match.staticData?.title);
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
