import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import * as css from './viewer.css';

/**
 * Where the selected state sits in the machine, outermost first: in a nested chart the box a
 * state is in can be far off screen, so each level is one press away (and centred when chosen).
 */
export function Breadcrumb({
  machine,
  selected,
  onSelect,
}: {
  machine: AnyStateMachine;
  selected: string | null;
  onSelect: (stateId: string | null) => void;
}) {
  const { t } = useLingui();
  const node: AnyStateNode | null = selected ? machine.getStateNodeById(selected) : null;
  const chain: AnyStateNode[] = [];
  for (let n = node ?? undefined; n && n !== machine.root; n = n.parent) chain.unshift(n);
  return (
    <nav aria-label={t`Selected state`} className={css.breadcrumb}>
      <ol className={css.crumbs}>
        <li>
          <button
            type="button"
            className={css.crumb}
            aria-current={node ? undefined : 'location'}
            onClick={() => onSelect(null)}
          >
            {machine.id}
          </button>
        </li>
        {chain.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={css.crumb}
              aria-current={n === node ? 'location' : undefined}
              onClick={() => onSelect(n.id)}
            >
              {n.key}
            </button>
          </li>
        ))}
      </ol>
      {!node && (
        <span className={css.muted}>
          <Trans>No state selected</Trans>
        </span>
      )}
    </nav>
  );
}
