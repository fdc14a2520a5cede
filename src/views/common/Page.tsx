import { type ReactNode, useEffect, useId } from 'react';
import { TAKEN_OVER_ATTRIBUTE } from '../../api/contract/prerendered';
import { heading, page, widePage } from '../layout/layout.css';

/**
 * A screen's frame: its one h1 (what assistive tech announces first) and its content. A wide page
 * (a diagram, say) leaves the reading column, heading included, so the two stay aligned.
 */
export function Page({
  title,
  wide = false,
  children,
}: {
  title: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  // A screen drawn by the server shows before the app has taken it over, and its controls do
  // nothing until then. React takes a screen over after the app's frame, so the frame cannot tell;
  // the screen's own frame can, and marks the page (the drawn page's starter and the browser tests
  // wait for it).
  useEffect(() => {
    document.documentElement.setAttribute(TAKEN_OVER_ATTRIBUTE, 'on');
  }, []);
  return (
    <section className={wide ? `${page} ${widePage}` : page} aria-labelledby={headingId}>
      <h1 id={headingId} className={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
