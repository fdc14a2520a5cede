import { Trans } from '@lingui/react/macro';
import { card, grid, skeletonBar, visuallyHidden } from './plan.css';

const WIDTHS = ['60%', '85%', '70%', '45%', '90%'];

/** Where the plans will be, while the price list loads; announced once as "Loading prices". */
export function PlanSkeletons({ count = 5 }: { count?: number }) {
  return (
    <>
      <p role="status" className={visuallyHidden}>
        <Trans>Loading prices…</Trans>
      </p>
      <ul className={grid} aria-hidden="true" data-testid="plan-skeletons">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className={card}>
            {WIDTHS.map((width) => (
              <span key={width} className={skeletonBar} style={{ width }} />
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}
