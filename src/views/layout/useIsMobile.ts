import { useSyncExternalStore } from 'react';
import { mobileQuery } from '../../theme/breakpoints';

function mediaQueryList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mobileQuery)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaQueryList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isMobileNow = () => mediaQueryList()?.matches ?? false;

/**
 * True at a viewport width of 690 px or less (spec §9). Screens whose content differs by layout
 * (not just styling) branch on this; pure styling differences stay in CSS @media rules.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
