import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/**
 * A machine's description in the reader's language. Descriptions are written in English in the
 * machines; scripts/statecharts-messages.ts lists them for translators under the same ids the
 * `msg` macro gives them, so a catalog entry translates them and English shows until there is one.
 */
export function useDescription(): (text: string | undefined) => string {
  const { i18n } = useLingui();
  return useCallback(
    (text) => (text ? i18n._({ id: generateMessageId(text), message: text }) : ''),
    [i18n],
  );
}
