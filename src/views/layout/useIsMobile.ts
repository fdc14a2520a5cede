import { useCallback, useSyncExternalStore } from 'react';
import { mobileQuery } from '../../theme/breakpoints';

const listOf = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

/**
 * Whether a media query matches now, followed as the window changes. Where there is no window
 * (or no matchMedia, as in jsdom) it is `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query)?.matches ?? fallback,
    () => fallback,
  );
}

/**
 * True at a viewport width of 690 px or less (spec §9). Screens whose content differs by layout
 * (not just styling) branch on this; pure styling differences stay in CSS @media rules.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery, assumedMobile);
}

let assumedMobile = false;

/**
 * Server rendering has no viewport: the layout it draws is the one the visitor's device is taken
 * to need (from its user agent). The app in the browser takes that drawing over in the same
 * layout (hydration must match it), then measures for itself.
 */
export function assumeLayoutDrawn(mobile: boolean): void {
  assumedMobile = mobile;
}
