import { useEffect, useState } from 'react';
import { type LiveChannel, openChannel, readMessage } from './channel';
import { applySnapshot, type LiveFeed } from './feed';

/** Follows what running apps in other tabs publish; asks them once where they stand now. */
export function useLiveFeed(open: () => LiveChannel | null = openChannel): LiveFeed {
  const [feed, setFeed] = useState<LiveFeed>(() => new Map());
  useEffect(() => {
    const channel = open();
    if (!channel) return;
    const onMessage = (event: MessageEvent) => {
      const message = readMessage(event.data);
      if (message?.kind === 'snapshot') setFeed((current) => applySnapshot(current, message));
    };
    channel.addEventListener('message', onMessage);
    channel.postMessage({ kind: 'hello' });
    return () => {
      channel.removeEventListener('message', onMessage);
      channel.close();
    };
  }, [open]);
  return feed;
}
