import { Trans } from '@lingui/react/macro';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { Page } from '../../views/common/Page';
import { useMediaQuery } from '../../views/layout/useIsMobile';
import { allStateNodes } from '../describe';
import type { LiveChannel, StateValue } from '../live/channel';
import { litSessions, sessionsOf } from '../live/feed';
import { useLiveFeed } from '../live/useLiveFeed';
import { machines as allMachines, type MachineEntry } from '../machines';
import { activeStateIds } from './active';
import { DiagramPanel } from './DiagramPanel';
import { LivePanel } from './LivePanel';
import { type MachineLinkProps, MachineList } from './MachineList';
import { StatePanel } from './StatePanel';
import { StepPanel } from './StepPanel';
import { useLayout } from './useLayout';
import { useSimulation } from './useSimulation';
import * as css from './viewer.css';

export interface StatechartsViewProps {
  /** The machine to show, by file name; without a router the view keeps its own choice. */
  machine?: string;
  /** A router's link to a machine, so the address follows the choice and can be shared. */
  MachineLink?: ComponentType<MachineLinkProps>;
  /** Where live reports come from; tests hand in their own channel. */
  openLiveChannel?: () => LiveChannel | null;
  machines?: MachineEntry[];
}

/** The statechart viewer: every machine, drawn from the machine itself, live and steppable. */
export function StatechartsView({
  machine: chosen,
  MachineLink,
  openLiveChannel,
  machines = allMachines,
}: StatechartsViewProps) {
  const [localChoice, setLocalChoice] = useState<string>();
  const name = chosen ?? localChoice ?? machines[0]?.name;
  const entry = machines.find((m) => m.name === name);
  const feed = useLiveFeed(openLiveChannel);

  const Link = useMemo<ComponentType<MachineLinkProps>>(
    () =>
      MachineLink ??
      (({ name: linkName, current, className, children }) => (
        <button
          type="button"
          className={className}
          aria-current={current ? 'page' : undefined}
          onClick={() => setLocalChoice(linkName)}
        >
          {children}
        </button>
      )),
    [MachineLink],
  );

  // The list stands beside the diagram only where that leaves the diagram room; on smaller
  // screens it folds into a menu above the diagram.
  const listBeside = useMediaQuery('(min-width: 1500px)', true);
  const [menuOpen, setMenuOpen] = useState(false);
  // A choice made in the menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine shown is the trigger.
  useEffect(() => setMenuOpen(false), [entry?.name]);
  const list = <MachineList machines={machines} selected={entry?.name} Link={Link} />;

  return (
    <Page title={<Trans>Statecharts</Trans>} wide>
      <div className={listBeside ? css.viewer : css.viewerFolded}>
        {listBeside ? (
          list
        ) : (
          <details
            className={css.picker}
            open={menuOpen}
            onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          >
            <summary className={css.pickerSummary}>
              <Trans>Machine:</Trans> <strong>{entry?.name ?? name}</strong>
            </summary>
            <div className={css.pickerList}>{list}</div>
          </details>
        )}
        {entry ? (
          <MachineView
            key={entry.name}
            name={entry.name}
            machine={entry.machine}
            sessions={sessionsOf(feed, entry.machine.id)}
          />
        ) : (
          <p className={css.notice} role="alert">
            <Trans>There is no machine named “{name}”. Choose one from the list.</Trans>
          </p>
        )}
      </div>
    </Page>
  );
}

function MachineView({
  name,
  machine,
  sessions,
}: {
  name: string;
  machine: AnyStateMachine;
  sessions: ReturnType<typeof sessionsOf>;
}) {
  const layout = useLayout(machine, name);
  const simulation = useSimulation(machine);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const nodes = useMemo(() => new Map(allStateNodes(machine).map((n) => [n.id, n])), [machine]);
  const selected: AnyStateNode | null = (selectedId && nodes.get(selectedId)) || null;

  // A simulation, while it runs, is what the diagram shows; otherwise the app's live actors.
  const lit = useMemo(() => {
    if (simulation.state)
      return activeStateIds(machine, simulation.state.snapshot.value as StateValue);
    const ids = new Set<string>();
    for (const s of litSessions(sessions))
      for (const id of activeStateIds(machine, s.stateValue)) ids.add(id);
    return ids;
  }, [machine, simulation.state, sessions]);

  return (
    <>
      <div className={css.diagramColumn}>
        {layout.status === 'ready' && (
          <DiagramPanel
            machine={machine}
            machineName={name}
            layouts={layout.layouts}
            lit={lit}
            selected={selected?.id ?? null}
            onSelect={setSelectedId}
            simulating={!!simulation.state}
          />
        )}
        {layout.status === 'pending' && (
          <p role="status" className={css.muted}>
            <Trans>Drawing the diagram…</Trans>
          </p>
        )}
        {layout.status === 'failed' && (
          <p role="alert" className={css.notice}>
            <Trans>The diagram could not be drawn.</Trans>
          </p>
        )}
      </div>
      <div className={css.sideColumn}>
        <StatePanel machine={machine} stateNode={selected} />
        <StepPanel
          machine={machine}
          simulation={simulation.state}
          onStart={simulation.start}
          onSend={simulation.send}
          onReset={simulation.reset}
          onStop={simulation.stop}
        />
        <LivePanel sessions={sessions} />
      </div>
    </>
  );
}
