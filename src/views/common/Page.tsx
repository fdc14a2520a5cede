import { type ReactNode, useId } from 'react';
import { heading, page } from '../layout/layout.css';

/** A screen's frame: its one h1 (what assistive tech announces first) and its content. */
export function Page({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className={page} aria-labelledby={headingId}>
      <h1 id={headingId} className={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
