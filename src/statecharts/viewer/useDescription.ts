import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/**
 * A machine's description in the reader's language. Descriptions are written in English in the
 * machines; scripts/statecharts-messages.ts lists them for translators under the ids the `msg`
 * macro gives them, so a catalog entry translates them and English shows until there is one.
 * A `{code}` in a description quotes a message the person sees: it is shown as written.
 */
export function useDescription(): (text: string | undefined) => string {
  const { i18n } = useLingui();
  return useCallback(
    (text) => {
      if (!text) return '';
      const values = Object.fromEntries(
        [...text.matchAll(/\{(\w+)\}/g)].map(([whole, name]) => [name, whole]),
      );
      return i18n._({ id: generateMessageId(text), message: text, values });
    },
    [i18n],
  );
}
