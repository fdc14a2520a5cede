import type { ReactNode } from 'react';
import { useIsMobile } from '../layout/useIsMobile';
import { NotOnMobileView } from './NotOnMobileView';

/** Renders its content on the desktop layout only; the mobile layout gets an honest note instead. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  return useIsMobile() ? <NotOnMobileView /> : children;
}
