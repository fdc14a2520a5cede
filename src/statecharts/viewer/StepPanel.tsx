import { Trans } from '@lingui/react/macro';
import type { AnyStateMachine } from 'xstate';
import { eventLabel } from '../describe';
import type { StateValue } from '../live/channel';
import { eventsFrom, statePaths } from './active';
import type { SimulationState } from './simulate';
import * as css from './viewer.css';

export interface StepPanelProps {
  machine: AnyStateMachine;
  simulation: SimulationState | null;
  onStart: () => void;
  onSend: (eventType: string) => void;
  onReset: () => void;
  onStop: () => void;
}

/** Step a local copy of the machine by hand: nothing it does reaches the server. */
export function StepPanel({
  machine,
  simulation,
  onStart,
  onSend,
  onReset,
  onStop,
}: StepPanelProps) {
  return (
    <section className={css.panel} aria-labelledby="statechart-step-heading">
      <h2 id="statechart-step-heading" className={css.panelHeading}>
        <Trans>Step by hand</Trans>
      </h2>
      {simulation === null ? (
        <>
          <p className={css.muted}>
            <Trans>
              Run a copy of this machine here and send it events yourself. It never calls the server
              and time stands still until you send a timer's event.
            </Trans>
          </p>
          <div className={css.buttonRow}>
            <button type="button" className={css.primaryButton} onClick={onStart}>
              <Trans>Start a simulation</Trans>
            </button>
          </div>
        </>
      ) : (
        <Running
          machine={machine}
          simulation={simulation}
          onSend={onSend}
          onReset={onReset}
          onStop={onStop}
        />
      )}
    </section>
  );
}

function Running({
  machine,
  simulation,
  onSend,
  onReset,
  onStop,
}: Omit<StepPanelProps, 'onStart' | 'simulation'> & { simulation: SimulationState }) {
  const { snapshot, refused } = simulation;
  const value = snapshot.value as StateValue;
  const events = snapshot.status === 'active' ? eventsFrom(machine, value) : [];
  return (
    <>
      <p aria-live="polite">
        <Trans>Simulation in:</Trans> <strong>{statePaths(value).join(' + ')}</strong>
      </p>
      {snapshot.status === 'done' && (
        <p className={css.muted}>
          <Trans>The machine has finished. Reset to run it again.</Trans>
        </p>
      )}
      {refused && (
        <p className={css.notice} role="status">
          <Trans>
            The machine could not take “{eventLabel(refused.event)}” without the data a real answer
            would carry; it stays where it was.
          </Trans>
        </p>
      )}
      {events.length > 0 && (
        <>
          <h3 className={css.panelHeading}>
            <Trans>Send an event</Trans>
          </h3>
          <div className={css.buttonRow}>
            {events.map((type) => (
              <button
                key={type}
                type="button"
                className={css.smallButton}
                onClick={() => onSend(type)}
              >
                {eventLabel(type)}
              </button>
            ))}
          </div>
        </>
      )}
      <div className={css.buttonRow}>
        <button type="button" className={css.smallButton} onClick={onReset}>
          <Trans>Reset</Trans>
        </button>
        <button type="button" className={css.smallButton} onClick={onStop}>
          <Trans>Stop and follow the app</Trans>
        </button>
      </div>
    </>
  );
}
