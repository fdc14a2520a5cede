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
  const whole = node === machine.root;
  // The machine as a whole: its own events, if it has any; "nothing leaves" would mislead.
  const showEvents = !whole || transitions.length > 0;
  return (
    <section className={css.panel} aria-labelledby="statechart-state-heading">
      <h2 id="statechart-state-heading" className={css.panelHeading}>
        {whole ? machine.id : node.key}
      </h2>
      {!whole && <code className={css.code}>{pathOf(node)}</code>}
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
        <p className={css.emptySelection}>
          <Trans>
            No state selected. Select one in the diagram (or Tab to it and press Enter) to read what
            it means and which events leave it.
          </Trans>
        </p>
      )}
      {showEvents && (
        <h3 className={css.panelHeading}>
          {whole ? (
            <Trans>Events the machine takes in every state</Trans>
          ) : (
            <Trans>Events that leave this state</Trans>
          )}
        </h3>
      )}
      {showEvents && transitions.length === 0 && (
        <p className={css.muted}>
          <Trans>None: nothing leaves this state.</Trans>
        </p>
      )}
      {transitions.length > 0 && (
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
