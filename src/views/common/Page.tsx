import { type ReactNode, useId } from 'react';
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
  return (
    <section className={wide ? `${page} ${widePage}` : page} aria-labelledby={headingId}>
      <h1 id={headingId} className={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
