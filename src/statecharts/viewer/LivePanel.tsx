import { Trans, useLingui } from '@lingui/react/macro';
import { eventLabel } from '../describe';
import type { LiveSession } from '../live/feed';
import { statePaths } from './active';
import * as css from './viewer.css';

/** What running apps in other tabs report for this machine, newest first. */
export function LivePanel({ sessions }: { sessions: LiveSession[] }) {
  const { i18n } = useLingui();
  const time = (ms: number) => i18n.date(new Date(ms), { timeStyle: 'medium' });
  return (
    <section className={css.panel} aria-labelledby="statechart-live-heading">
      <h2 id="statechart-live-heading" className={css.panelHeading}>
        <Trans>Live</Trans>
      </h2>
      {sessions.length === 0 ? (
        <p className={css.muted}>
          <Trans>
            No running app has reported this machine yet. Use the app in another tab of this
            browser: the states its machines are in light up here as they change.
          </Trans>
        </p>
      ) : (
        <ul className={css.plainList} aria-live="polite">
          {sessions.map((s) => (
            <li key={s.sessionId}>
              <p>
                <code className={css.code}>{s.sessionId}</code> <SessionStatus status={s.status} />
                {': '}
                <strong>{statePaths(s.stateValue).join(' + ')}</strong>
              </p>
              <table className={css.logTable}>
                <thead>
                  <tr>
                    <th>
                      <Trans>Time</Trans>
                    </th>
                    <th>
                      <Trans>Event</Trans>
                    </th>
                    <th>
                      <Trans>Now in</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.log.map((step) => (
                    <tr key={`${step.time}:${step.event}:${JSON.stringify(step.stateValue)}`}>
                      <td>{time(step.time)}</td>
                      <td>
                        {step.event === 'xstate.init' ? (
                          <Trans>started</Trans>
                        ) : (
                          <code className={css.code}>{eventLabel(step.event)}</code>
                        )}
                      </td>
                      <td>{statePaths(step.stateValue).join(' + ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionStatus({ status }: { status: LiveSession['status'] }) {
  switch (status) {
    case 'active':
      return <Trans>running</Trans>;
    case 'done':
      return <Trans>finished</Trans>;
    case 'error':
      return <Trans>failed</Trans>;
    case 'stopped':
      return <Trans>stopped</Trans>;
  }
}
