import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';

const PRODUCT_NAME = msg`Stock Research`;
const NOT_FOUND = msg`Page not found`;
const ERROR = msg`Something went wrong`;

/** Keeps document.title on the current page's translated title (route staticData.title). */
export function useDocumentTitle() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound);
  const failed = matches.some((match) => match.status === 'error');
  const titled = matches.findLast((match) => match.staticData?.title);
  const given = titled?.staticData.title;
  const title = typeof given === 'function' ? given(titled?.search ?? {}) : given;
  const descriptor = notFound ? NOT_FOUND : failed ? ERROR : (title ?? PRODUCT_NAME);
  const text = i18n._(descriptor);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
