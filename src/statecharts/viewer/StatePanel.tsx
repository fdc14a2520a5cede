import { Trans } from '@lingui/react/macro';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionLabel, transitionsOf } from '../describe';
import { useDescription } from './useDescription';
import * as css from './viewer.css';

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** What a selected state means and the events that leave it, in the reader's language. */
export function StatePanel({
  machine,
  stateNode,
}: {
  machine: AnyStateMachine;
  stateNode: AnyStateNode | null;
}) {
  const translate = useDescription();
  const node = stateNode ?? machine.root;
  const transitions = transitionsOf(node);
  return (
    <section className={css.panel} aria-labelledby="statechart-state-heading">
      <h2 id="statechart-state-heading" className={css.panelHeading}>
        {node === machine.root ? machine.id : node.key}
      </h2>
      {node !== machine.root && <code className={css.code}>{pathOf(node)}</code>}
      <p>{translate(node.description)}</p>
      {node.type === 'final' && (
        <p className={css.muted}>
          <Trans>A final state: this run of the machine ends here.</Trans>
        </p>
      )}
      {node.type === 'parallel' && (
        <p className={css.muted}>
          <Trans>Parallel: all of its regions are active at the same time.</Trans>
        </p>
      )}
      {stateNode === null && (
        <p className={css.muted}>
          <Trans>Select a state in the diagram to read what it means and what leaves it.</Trans>
        </p>
      )}
      <h3 className={css.panelHeading}>
        <Trans>Events that leave this state</Trans>
      </h3>
      {transitions.length === 0 ? (
        <p className={css.muted}>
          <Trans>None: nothing leaves this state.</Trans>
        </p>
      ) : (
        <ul className={css.transitionList}>
          {transitions.map((t) => {
            const targets = (t.target ?? []).map(pathOf).join(', ');
            return (
              <li
                key={`${t.eventType}:${transitionLabel(t)}:${targets}`}
                className={css.transitionItem}
              >
                <code className={css.code}>{transitionLabel(t)}</code>{' '}
                {targets ? (
                  <span className={css.muted}>
                    <Trans>to {targets}</Trans>
                  </span>
                ) : (
                  <span className={css.muted}>
                    <Trans>stays in this state</Trans>
                  </span>
                )}
                {t.description && <p className={css.muted}>{translate(t.description)}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
